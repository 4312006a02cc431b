import { FileText, Undo2, X } from "lucide-react";
import { useState } from "react";
import { FilePicker } from "#app/components/file-picker.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { formatFileSize } from "#domain/document.ts";

export interface PageFile {
  id: string;
  name: string;
  size: number;
  url: string;
}

/**
 * A style's start or end page: the kept file (sent back by id; Remove drops it, Undo keeps it
 * again), or a PDF to upload. The server checks the file; its message shows under the field.
 */
export function StylePageField({
  id,
  label,
  hint,
  keepName,
  uploadName,
  current,
  error,
  maxBytes,
  disabled,
  onEdit,
}: {
  id: string;
  label: string;
  hint: string;
  keepName: string;
  uploadName: string;
  current: PageFile | null;
  error?: string;
  maxBytes: number;
  disabled?: boolean;
  onEdit: () => void;
}) {
  const [kept, setKept] = useState(Boolean(current));
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5" role="group" aria-labelledby={`${id}-label`}>
      <Label id={`${id}-label`} htmlFor={kept && current ? undefined : id}>
        {label}
      </Label>
      {current && kept ? (
        <div className="flex items-center gap-3 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2">
          <input type="hidden" name={keepName} value={current.id} />
          <FileText className="size-4 shrink-0 text-neutral-500" aria-hidden />
          <span className="flex min-w-0 flex-1 flex-col">
            <a
              href={current.url}
              target="_blank"
              rel="noreferrer"
              className="truncate text-sm font-medium text-neutral-900 underline-offset-2 hover:underline"
            >
              {current.name}
            </a>
            <span className="text-xs text-neutral-500 tabular-nums">{formatFileSize(current.size)}</span>
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => {
              setKept(false);
              onEdit();
            }}
            aria-label={`Remove ${label.toLowerCase()} ${current.name}`}
          >
            <X aria-hidden />
            Remove
          </Button>
        </div>
      ) : (
        <>
          {current ? (
            <p className="flex items-center gap-2 text-xs text-neutral-600">
              {current.name} will be removed when you save, unless you choose another PDF.
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  setKept(true);
                  onEdit();
                }}
              >
                <Undo2 aria-hidden />
                Undo
              </Button>
            </p>
          ) : null}
          <FilePicker
            id={id}
            name={uploadName}
            accept="application/pdf,.pdf"
            maxBytes={maxBytes}
            hint={hint}
            disabled={disabled}
            onFilesChange={onEdit}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
