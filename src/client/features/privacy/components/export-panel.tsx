import { DownloadIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { Panel } from '@/client/components/ui/panel';
import { notify } from '@/client/lib/notify';
import { privacyText } from '@/shared/i18n/privacy';
import { exportHref } from '../api/privacy';

/** 'Baixar meus dados': a link the browser downloads (streamed by the server), and what the file holds. */
export function ExportPanel() {
  const T = privacyText.export;
  return (
    <Panel id="privacy-export-title" title={T.title} lead={T.lead}>
      <p className="text-sm text-slate-600">{T.format}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <a
          href={exportHref}
          download
          className={buttonVariants({ className: 'w-full sm:w-auto' })}
          onClick={() => notify.info(T.started, T.startedDetail)}
        >
          <DownloadIcon aria-hidden="true" />
          {T.button}
        </a>
        <Link
          to="/privacidade"
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {privacyText.policyLink}
        </Link>
      </div>
    </Panel>
  );
}
