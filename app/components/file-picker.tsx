import { FileText, UploadCloud, X } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from "react";
import { formatFileSize } from "#domain/document.ts";
import { cn } from "#app/lib/cn.ts";
import type { ControlProps } from "./form-field.tsx";
import { Button } from "./ui/button.tsx";

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * A file chooser with drag and drop (docs/product/shell-and-navigation.md, "Form fields"): single
 * mode replaces the choice, multiple mode appends (the same file twice is kept once); sizes in B,
 * KB, MB, GB. The chosen files live in a real `<input type="file" name>`, so a plain multipart form
 * posts them.
 */
export function FilePicker({
  name,
  multiple = false,
  accept,
  maxBytes,
  hint,
  disabled,
  onFilesChange,
  fileStatus,
  className,
  ...control
}: Partial<ControlProps> & {
  name: string;
  multiple?: boolean;
  /** The browser's file dialog filter (the server still checks the content). */
  accept?: string;
  /** Files over this size are flagged before they are sent. */
  maxBytes?: number;
  hint?: string;
  disabled?: boolean;
  onFilesChange?: (files: File[]) => void;
  /** Shown under a chosen file (its upload progress or refusal); `removable: false` hides its Remove. */
  fileStatus?: (file: File) => { node?: ReactNode; removable?: boolean } | null;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);

  // keep the real input's FileList equal to what is shown
  useEffect(() => {
    if (!input.current || typeof DataTransfer === "undefined") return;
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    input.current.files = transfer.files;
  }, [files]);

  function choose(incoming: File[]) {
    if (incoming.length === 0) return;
    const next = multiple
      ? [...files, ...incoming.filter((file) => !files.some((existing) => sameFile(existing, file)))]
      : incoming.slice(0, 1);
    setFiles(next);
    onFilesChange?.(next);
  }

  function remove(file: File) {
    const next = files.filter((existing) => existing !== file);
    setFiles(next);
    onFilesChange?.(next);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(Array.from(event.dataTransfer.files));
  }

  const invalid = control["aria-invalid"];
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className={cn(
          "flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed bg-neutral-50 px-4 py-6 text-center transition-colors",
          dragging ? "border-accent-600 bg-accent-50" : invalid ? "border-red-400" : "border-neutral-300",
          disabled && "opacity-60",
        )}
      >
        <UploadCloud className="size-6 text-neutral-400" aria-hidden />
        <p className="text-sm text-neutral-700">
          Drag and drop {multiple ? "files" : "a file"} here, or{" "}
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            disabled={disabled}
            onClick={() => input.current?.click()}
            aria-describedby={control["aria-describedby"]}
          >
            browse
          </Button>
        </p>
        {hint ? <p className="text-xs text-neutral-500">{hint}</p> : null}
        <input
          ref={input}
          type="file"
          name={name}
          id={control.id}
          multiple={multiple}
          accept={accept}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={control["aria-describedby"]}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // the input now holds only the new choice; the effect restores the full list
            choose(chosen);
            if (chosen.length === 0) setFiles((current) => [...current]);
          }}
        />
      </div>
      {files.length > 0 ? (
        <ul className="flex flex-col gap-1.5" aria-label={multiple ? "Chosen files" : "Chosen file"}>
          {files.map((file) => {
            const tooLarge = maxBytes !== undefined && file.size > maxBytes;
            // a 0-byte file is refused by the server with its reason; it is flagged before it is sent (issue 28)
            const empty = file.size === 0;
            const status = fileStatus?.(file);
            return (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}`}
                className="flex items-center gap-3 rounded-lg border border-neutral-200 bg-white px-3 py-2"
              >
                <FileText className="size-4 shrink-0 text-neutral-500" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-neutral-900">{file.name}</p>
                  <p className={cn("text-xs tabular-nums", tooLarge || empty ? "text-red-600" : "text-neutral-500")}>
                    {formatFileSize(file.size)}
                    {tooLarge ? ` — over the ${formatFileSize(maxBytes)} limit` : null}
                    {empty ? " — empty: there is nothing in it to read" : null}
                  </p>
                  {status?.node}
                </div>
                {status?.removable === false ? null : (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => remove(file)}
                    aria-label={`Remove ${file.name}`}
                    disabled={disabled}
                  >
                    <X aria-hidden />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
