import { FileText, X } from "lucide-react";
import { formatFileSize } from "#domain/document.ts";

/** Attached files as removable chips ("[Policy] dec.pdf · 1.2 MB ×"). */
export function FileChips({
  files,
  onRemove,
  disabled,
}: {
  files: Array<{ key: string; name: string; size?: number }>;
  onRemove: (key: string) => void;
  disabled?: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Attached files" className="flex flex-wrap gap-1.5">
      {files.map((file) => (
        <li
          key={file.key}
          className="flex max-w-full items-center gap-1.5 rounded-md border border-neutral-200 bg-neutral-50 py-1 pr-1 pl-2 text-xs text-neutral-700"
        >
          <FileText className="size-3.5 shrink-0 text-neutral-500" aria-hidden />
          <span className="truncate">{file.name}</span>
          {file.size !== undefined ? (
            <span className="shrink-0 text-neutral-500 tabular-nums">{formatFileSize(file.size)}</span>
          ) : null}
          <button
            type="button"
            onClick={() => onRemove(file.key)}
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
            className="rounded p-0.5 text-neutral-500 hover:bg-neutral-200 hover:text-neutral-900 focus-visible:ring-2 focus-visible:ring-accent-600/40 focus-visible:outline-none"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
