import { Button } from '@/client/components/ui/button';
import { uploadStep } from '@/shared/i18n/imports';

/** The upload's progress; at 100% the server is still reading the file, which the text says. */
export function ProgressBar({ percent, onCancel }: { percent: number; onCancel?: () => void }) {
  const done = percent >= 100;
  return (
    <div className="grid gap-1.5" data-testid="upload-progress">
      <div
        role="progressbar"
        aria-label={uploadStep.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {done ? uploadStep.processing : `${uploadStep.uploading} ${percent}%`}
        </p>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {uploadStep.cancel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
