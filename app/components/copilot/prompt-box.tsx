import { ArrowUp, Paperclip } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { useFetcher } from "react-router";
import { useIdempotencyKey } from "#app/components/action-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ACCEPTED_FILE_EXTENSIONS } from "#domain/document.ts";
import { IDEMPOTENCY_FIELD } from "#app/lib/idempotency.ts";
import { cn } from "#app/lib/cn.ts";
import { refuseEmptyFiles } from "./empty-files.ts";
import { FileChips } from "./file-chips.tsx";
import { replyError } from "./reply-error.ts";
import { sameFile } from "./use-file-list.ts";

/** The page scrolls to the bottom this long after a send (docs/product/workspace.md). */
export const SCROLL_AFTER_SEND_MS = 200;

const fileKey = (file: File) => `${file.name}-${file.size}-${file.lastModified}`;

/**
 * Ask Cara (Home and the workspace page): 3 to 6 rows, files by picker or drag and drop (each
 * removable). Enter sends, Shift+Enter starts a new line. Send is disabled while sending, while
 * Cara works, and when the trimmed text is empty. It posts multipart `{ message, files, ...fields }`
 * to `action` once per send (idempotency key); an action that redirects (Home → the new
 * workspace) navigates. The text and files clear after a send succeeds and stay when it fails,
 * with the refusal in red under the box. A 0-byte file is not attached: its refusal, by name,
 * shows in the same place (issue 28).
 */
export function PromptBox({
  action,
  working = false,
  onSent,
  fields = {},
}: {
  action: string;
  working?: boolean;
  onSent?: () => void;
  /** Extra form fields posted with the message (the workspace page's `intent`). */
  fields?: Record<string, string>;
}) {
  const fetcher = useFetcher({ key: `prompt:${action}` });
  const key = useIdempotencyKey(fetcher.data);
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [attachRefusal, setAttachRefusal] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const sending = fetcher.state !== "idle";
  const refusal = replyError(fetcher.data);
  const error = sending ? null : (attachRefusal ?? refusal ?? null);

  // a send that ends without a refusal clears the box (state adjusted while rendering)
  const [busy, setBusy] = useState(false);
  if (sending && !busy) setBusy(true);
  if (!sending && busy) {
    setBusy(false);
    if (fetcher.data && refusal === undefined) {
      setText("");
      setFiles([]);
    }
  }
  const sentOk = !busy && fetcher.data !== undefined && refusal === undefined;
  useEffect(() => {
    if (!sentOk || !onSent) return;
    const timer = setTimeout(onSent, SCROLL_AFTER_SEND_MS);
    return () => clearTimeout(timer);
  }, [sentOk, fetcher.data, onSent]);

  const message = text.trim();
  const canSend = message.length > 0 && !sending && !working;
  function send() {
    if (!canSend) return;
    const form = new FormData();
    form.set(IDEMPOTENCY_FIELD, key);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set("message", message);
    for (const file of files) form.append("files", file);
    setAttachRefusal(null);
    void fetcher.submit(form, { method: "post", action, encType: "multipart/form-data" });
  }
  const add = (incoming: File[]) => {
    const { kept, refusal: empty } = refuseEmptyFiles(incoming);
    setAttachRefusal(empty);
    setFiles((current) => [...current, ...kept.filter((file) => !current.some((f) => sameFile(f, file)))]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!sending) add(Array.from(event.dataTransfer.files));
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      aria-label="Ask Cara"
      className="flex flex-col gap-1.5"
    >
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className={cn(
          "rounded-xl border bg-white shadow-sm transition-colors focus-within:border-accent-600 focus-within:ring-2 focus-within:ring-accent-600/20",
          dragging ? "border-accent-600 bg-accent-50" : error ? "border-red-400" : "border-neutral-200",
        )}
      >
        <div className="px-3 pt-3 empty:hidden">
          <FileChips
            files={files.map((file) => ({ key: fileKey(file), name: file.name, size: file.size }))}
            onRemove={(removed) => setFiles((all) => all.filter((file) => fileKey(file) !== removed))}
            disabled={sending}
          />
        </div>
        <textarea
          name="message"
          aria-label="Message for Cara"
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            send();
          }}
          placeholder="Ask Cara..."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "prompt-error" : undefined}
          className="block max-h-[calc(6lh+1.5rem)] min-h-[calc(3lh+1.5rem)] w-full resize-none bg-transparent px-3 py-3 leading-6 [field-sizing:content] placeholder:text-neutral-400 focus:outline-none"
        />
        <div className="flex items-center justify-between gap-2 px-2 pb-2">
          <input
            ref={picker}
            type="file"
            multiple
            accept={ACCEPTED_FILE_EXTENSIONS}
            className="sr-only"
            tabIndex={-1}
            aria-label="Attach files"
            onChange={(event) => {
              add(Array.from(event.target.files ?? []));
              event.target.value = "";
            }}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={sending}
            onClick={() => picker.current?.click()}
            className="text-neutral-600"
          >
            <Paperclip aria-hidden />
            Attach
          </Button>
          <Button
            type="submit"
            size="icon-sm"
            disabled={!canSend}
            pending={sending || working}
            aria-label={working ? "Send (Cara is working)" : "Send"}
          >
            {sending || working ? null : <ArrowUp aria-hidden />}
          </Button>
        </div>
      </div>
      {error ? (
        <p id="prompt-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p className="text-xs text-neutral-500">
          Enter to send, Shift+Enter for a new line. Drop files to attach them.
        </p>
      )}
    </form>
  );
}
