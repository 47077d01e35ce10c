import { Alert, AlertDescription } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';

interface LoadErrorProps {
  /** What could not be read ('Não foi possível carregar os trades.'). */
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A list or page that could not be read: says so, and offers to read it again. */
export function LoadError({ message, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <Alert className="justify-items-start gap-y-3 p-4">
      <AlertDescription className="text-base">{message}</AlertDescription>
      <Button variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
