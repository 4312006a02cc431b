import { FileText, X } from "lucide-react";
import { formatFileSize } from "#domain/document.ts";
import { Button } from "#app/components/ui/button.tsx";

/** The files waiting to be sent with the message, each removable. */
export function PromptFiles({
  files,
  onRemove,
  disabled,
}: {
  files: File[];
  onRemove: (file: File) => void;
  disabled?: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5 px-3 pt-3" aria-label="Files to send">
      {files.map((file) => (
        <li
          key={`${file.name}-${file.size}-${file.lastModified}`}
          className="flex max-w-64 items-center gap-1.5 rounded-md border border-neutral-200 bg-neutral-50 py-0.5 pr-0.5 pl-2 text-xs"
        >
          <FileText className="size-3.5 shrink-0 text-neutral-500" aria-hidden />
          <span className="truncate text-neutral-800">{file.name}</span>
          <span className="shrink-0 text-neutral-500 tabular-nums">{formatFileSize(file.size)}</span>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            className="size-6"
            onClick={() => onRemove(file)}
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
          >
            <X aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}
