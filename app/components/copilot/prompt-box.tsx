import { ArrowUp, Paperclip } from "lucide-react";
import { useState, type DragEvent, type ReactNode } from "react";
import { ActionForm } from "#app/components/action-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { FileChips } from "./file-chips.tsx";
import { useFileList } from "./use-file-list.ts";

const fileKey = (file: File) => `${file.name}-${file.size}-${file.lastModified}`;

/**
 * The prompt box (docs/product/workspaces-list.md, "Prompt box"): a message of 3 to 6 rows, files by
 * picker or drag and drop (each removable), send disabled while submitting or when the trimmed text
 * is empty; Enter sends, Shift+Enter starts a new line. It posts a multipart form (message, files)
 * to `action`; the error of the last submit shows under it and nothing typed is lost.
 */
export function PromptBox({
  action,
  pending,
  error,
  placeholder = "Ask Cara...",
  label = "Message for Cara",
  children,
}: {
  action?: string;
  pending: boolean;
  error?: string | null;
  placeholder?: string;
  label?: string;
  /** Extra fields posted with the message (hidden inputs). */
  children?: ReactNode;
}) {
  const [message, setMessage] = useState("");
  const [dragging, setDragging] = useState(false);
  const { input, files, add, remove } = useFileList();
  const canSend = message.trim().length > 0 && !pending;
  const onDrop = (event: DragEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!pending) add(Array.from(event.dataTransfer.files));
  };
  return (
    <div className="flex flex-col gap-2">
      <ActionForm
        action={action}
        encType="multipart/form-data"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onSubmit={(event) => {
          if (!canSend) event.preventDefault();
        }}
        data-dragging={dragging || undefined}
        className={cn(
          "flex flex-col gap-2 rounded-xl border bg-white p-3 shadow-xs transition-colors focus-within:border-accent-600 focus-within:ring-2 focus-within:ring-accent-600/20",
          dragging ? "border-accent-600 bg-accent-50" : error ? "border-red-400" : "border-neutral-200",
        )}
      >
        {children}
        <textarea
          name="message"
          aria-label={label}
          placeholder={placeholder}
          rows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              if (canSend) event.currentTarget.form?.requestSubmit();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "prompt-box-error" : undefined}
          className="field-sizing-content max-h-[calc(6lh+0.5rem)] min-h-[calc(3lh+0.5rem)] w-full resize-none bg-transparent px-1 py-1 text-sm text-neutral-900 outline-none placeholder:text-neutral-400"
        />
        <FileChips
          files={files.map((file) => ({ key: fileKey(file), name: file.name, size: file.size }))}
          onRemove={(key) => {
            const file = files.find((candidate) => fileKey(candidate) === key);
            if (file) remove(file);
          }}
          disabled={pending}
        />
        <div className="flex items-center justify-between gap-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={pending}
            className="text-neutral-600"
          >
            <Paperclip aria-hidden />
            Attach files
          </Button>
          <input
            ref={input}
            type="file"
            name="files"
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-label="Attach files"
            onChange={(event) => add(Array.from(event.target.files ?? []))}
          />
          <Button type="submit" size="icon-sm" disabled={!canSend} pending={pending} aria-label="Send">
            {pending ? null : <ArrowUp aria-hidden />}
          </Button>
        </div>
      </ActionForm>
      {error ? (
        <p id="prompt-box-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
