import { cn } from "#app/lib/cn.ts";
import type { WsStage } from "./types.ts";

type Progress = NonNullable<WsStage["processAttachmentsDetails"]>["progress"];

/** Per-file progress of processing attachments: a bar and the percentage, or the file's error in red. */
export function AttachmentProgress({ progress }: { progress: Progress }) {
  if (progress.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="Attachments">
      {progress.map((file) => {
        const percent = Math.round(Math.max(0, Math.min(1, file.progress)) * 100);
        return (
          <li key={file.fileName} className="flex flex-col gap-1">
            <div className="flex items-center justify-between gap-3 text-xs">
              <span className="truncate text-neutral-700">{file.fileName}</span>
              <span className={cn("shrink-0 tabular-nums", file.error ? "text-red-600" : "text-neutral-500")}>
                {file.error ? "Failed" : `${percent}%`}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={`Processing ${file.fileName}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1 overflow-hidden rounded-full bg-neutral-200"
            >
              <div
                className={cn(
                  "h-full rounded-full transition-[width] duration-200",
                  file.error ? "bg-red-500" : "bg-blue-500",
                )}
                style={{ width: `${file.error ? 100 : percent}%` }}
              />
            </div>
            {file.error ? <p className="text-xs text-red-600">{file.error}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
