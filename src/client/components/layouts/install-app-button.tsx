import { DownloadIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/client/components/ui/button';
import { useInstallPrompt } from '@/client/lib/install-prompt';
import { pwaText } from '@/shared/i18n/pwa';

/** 'Instalar app', only while the browser offers to install (never in the installed app, Safari or Firefox). */
export function InstallAppButton({ className, size = 'sm', variant = 'outline' }: ButtonProps) {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      title={pwaText.install.hint}
      onClick={() => void install()}
    >
      <DownloadIcon aria-hidden="true" />
      {pwaText.install.button}
    </Button>
  );
}
