import { Paperclip } from "lucide-react";
import { useState, type DragEvent } from "react";
import { ACCEPTED_FILE_EXTENSIONS } from "#domain/document.ts";
import { withRoleTag } from "#app/components/copilot/copilot-presets.ts";
import { FileChips } from "#app/components/copilot/file-chips.tsx";
import { useFileList } from "#app/components/copilot/use-file-list.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import type { FileSlot as Slot } from "./preset-form-model.ts";

const fileKey = (file: File) => `${file.name}-${file.size}-${file.lastModified}`;

/**
 * One file slot of a preset form (`[Certificate]`, `[Option 1]`, …): picker or drag and drop,
 * each file shown with the slot's role tag (the server names the upload so) and removable.
 * The files stay while the dialog is open, a refused submit included.
 */
export function FileSlot({ slot, disabled, error }: { slot: Slot; disabled?: boolean; error?: string }) {
  const { input, files, add, remove } = useFileList();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };
  const labelId = `${slot.name}-label`;
  const errorId = `${slot.name}-error`;
  return (
    <div role="group" aria-labelledby={labelId} className="flex min-w-0 flex-col gap-1.5">
      <p id={labelId} className="text-sm font-medium text-neutral-900">
        {slot.label}
        {slot.optional ? <span className="font-normal text-neutral-500"> (optional)</span> : null}
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
          aria-describedby={error ? errorId : undefined}
        >
          <Paperclip aria-hidden />
          Upload {slot.label}
        </Button>
        <span className="text-xs text-neutral-500">or drop files here, named {slot.tag}</span>
        <input
          ref={input}
          type="file"
          name={slot.name}
          multiple
          accept={ACCEPTED_FILE_EXTENSIONS}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => add(Array.from(event.target.files ?? []))}
        />
      </div>
      <FileChips
        files={files.map((file) => ({ key: fileKey(file), name: withRoleTag(file.name, slot.tag), size: file.size }))}
        onRemove={(key) => {
          const file = files.find((candidate) => fileKey(candidate) === key);
          if (file) remove(file);
        }}
        disabled={disabled}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
