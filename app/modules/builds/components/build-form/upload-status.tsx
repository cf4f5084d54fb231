// The progress bar under the form while it is being sent: real progress while the photos upload,
// then an indeterminate bar while the server processes them and saves.
import { cn } from "~/lib/utils";
import { useUploadProgress } from "./upload-with-progress";

export function UploadStatus({ processingLabel }: { processingLabel: string }) {
  const progress = useUploadProgress();
  if (progress.phase === "idle") return null;
  const percent = progress.phase === "uploading" ? Math.round(progress.fraction * 100) : null;
  const label = percent === null ? processingLabel : `Uploading... ${percent}%`;
  return (
    <div className="flex flex-col gap-1.5" aria-live="polite">
      <div className="flex justify-between text-muted-foreground text-xs tabular">
        <span>{label}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={label}
        className="relative h-1.5 overflow-hidden rounded-full bg-surface-raised"
      >
        <div
          className={cn(
            "h-full rounded-full bg-accent transition-[width] duration-200",
            percent === null && "w-full animate-pulse",
          )}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
