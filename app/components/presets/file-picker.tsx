import { Paperclip } from "lucide-react";
import { useState, type DragEvent, type ReactNode } from "react";
import { ACCEPTED_FILE_EXTENSIONS } from "#domain/document.ts";
import { refuseEmptyFiles } from "#app/components/copilot/empty-files.ts";
import { FileChips } from "#app/components/copilot/file-chips.tsx";
import { useFileList } from "#app/components/copilot/use-file-list.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";

const fileKey = (file: File) => `${file.name}-${file.size}-${file.lastModified}`;

/**
 * A multipart file field (`name`): picker or drag and drop, each chosen file a removable chip.
 * The files stay while the form is shown, a refused submit included. A 0-byte file is not
 * kept: its refusal shows under the field (issue 28).
 */
export function FilePicker({
  id,
  name,
  label,
  buttonLabel,
  hint,
  dropHint = "or drop files here",
  displayName = (fileName) => fileName,
  disabled,
  error,
}: {
  id: string;
  name: string;
  label: ReactNode;
  buttonLabel: string;
  hint?: string;
  /** Beside the button: what dropping does. */
  dropHint?: string;
  /** How a chosen file's chip names it (a preset slot adds its role tag). */
  displayName?: (fileName: string) => string;
  disabled?: boolean;
  error?: string;
}) {
  const { input, files, add: keep, remove } = useFileList();
  const [dragging, setDragging] = useState(false);
  const [emptyRefusal, setEmptyRefusal] = useState<string | null>(null);
  const add = (incoming: File[]) => {
    const { kept, refusal } = refuseEmptyFiles(incoming);
    setEmptyRefusal(refusal);
    keep(kept);
  };
  error = emptyRefusal ?? error;
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex min-w-0 flex-col gap-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-neutral-900">
        {label}
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-wrap items-center gap-2 rounded-lg border border-dashed p-2",
          dragging ? "border-accent-600 bg-accent-50" : "border-neutral-300 bg-neutral-50",
          error && "border-red-500",
        )}
      >
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby={describedBy || undefined}
        >
          <Paperclip aria-hidden />
          {buttonLabel}
        </Button>
        <span className="text-xs text-neutral-500">{dropHint}</span>
        <input
          ref={input}
          id={id}
          type="file"
          name={name}
          multiple
          accept={ACCEPTED_FILE_EXTENSIONS}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => add(Array.from(event.target.files ?? []))}
        />
      </div>
      <FileChips
        files={files.map((file) => ({ key: fileKey(file), name: displayName(file.name), size: file.size }))}
        onRemove={(key) => {
          const file = files.find((candidate) => fileKey(candidate) === key);
          if (file) remove(file);
        }}
        disabled={disabled}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-neutral-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
