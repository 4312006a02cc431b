import { CheckCircle2 } from "lucide-react";

/** Where one chosen file stands in the dialog's upload. */
export type FileUpload =
  | { phase: "waiting" }
  | { phase: "uploading"; progress: number }
  | { phase: "done" }
  | { phase: "failed"; error: string };

/** Under a chosen file: waiting, its progress bar, Uploaded, or the server's refusal in red. */
export function UploadProgress({ name, upload }: { name: string; upload: FileUpload }) {
  if (upload.phase === "waiting") return <p className="mt-1 text-xs text-neutral-500">Waiting to upload…</p>;
  if (upload.phase === "done")
    return (
      <p className="mt-1 flex items-center gap-1 text-xs text-green-700">
        <CheckCircle2 className="size-3.5" aria-hidden />
        Uploaded
      </p>
    );
  if (upload.phase === "failed")
    return (
      <p role="alert" className="mt-1 text-xs text-red-600">
        {upload.error}
      </p>
    );
  const percent = Math.round(Math.max(0, Math.min(1, upload.progress)) * 100);
  return (
    <div className="mt-1.5 flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={`Uploading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1 flex-1 overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className="h-full rounded-full bg-blue-500 transition-[width] duration-150"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-9 shrink-0 text-right text-xs text-neutral-500 tabular-nums">{percent}%</span>
    </div>
  );
}
