import { Button } from '@/client/components/ui/button';
import { ProgressBar as Bar } from '@/client/components/ui/progress-bar';
import { uploadStep } from '@/shared/i18n/imports';

/** The upload's progress; at 100% the server is still reading the file, which the text says. */
export function ProgressBar({ percent, onCancel }: { percent: number; onCancel?: () => void }) {
  const done = percent >= 100;
  return (
    <div className="grid gap-1.5" data-testid="upload-progress">
      <Bar
        label={uploadStep.progress}
        value={percent}
        max={100}
        className="h-2.5"
        fillClassName="duration-200"
      />
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
