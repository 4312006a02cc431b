import { ArrowUp, Paperclip } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { useFetcher } from "react-router";
import { useIdempotencyKey } from "#app/components/action-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ACCEPTED_FILE_EXTENSIONS } from "#domain/document.ts";
import type { FormReply } from "#app/lib/form-reply.server.ts";
import { IDEMPOTENCY_FIELD } from "#app/lib/idempotency.ts";
import { cn } from "#app/lib/cn.ts";
import { PromptFiles } from "./prompt-files.tsx";

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** The page scrolls to the bottom this long after a send (docs/product/workspace.md). */
export const SCROLL_AFTER_SEND_MS = 200;

/**
 * Ask Cara: 3 to 6 rows, files by picker or drag and drop (each removable). Enter sends,
 * Shift+Enter starts a new line. Send is disabled while sending, while Cara works, and when the
 * trimmed text is empty. The text and files clear after a send succeeds and stay when it fails,
 * with the error in red under the box.
 */
export function PromptBox({ action, working, onSent }: { action: string; working: boolean; onSent: () => void }) {
  const fetcher = useFetcher<FormReply | { ok: true }>({ key: `prompt:${action}` });
  const key = useIdempotencyKey(fetcher.data);
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const sending = fetcher.state !== "idle";
  const reply = fetcher.data && "lastResult" in fetcher.data ? fetcher.data : null;
  const error = sending ? null : (reply?.applicationError ?? null);

  // a send that ends without a refusal clears the box (state adjusted while rendering)
  const [busy, setBusy] = useState(false);
  if (sending && !busy) setBusy(true);
  if (!sending && busy) {
    setBusy(false);
    if (fetcher.data && !("lastResult" in fetcher.data)) {
      setText("");
      setFiles([]);
    }
  }
  const sentOk = !busy && fetcher.data && !("lastResult" in fetcher.data);
  useEffect(() => {
    if (!sentOk) return;
    const timer = setTimeout(onSent, SCROLL_AFTER_SEND_MS);
    return () => clearTimeout(timer);
  }, [sentOk, fetcher.data, onSent]);

  const message = text.trim();
  const canSend = message.length > 0 && !sending && !working;
  function send() {
    if (!canSend) return;
    const form = new FormData();
    form.set(IDEMPOTENCY_FIELD, key);
    form.set("intent", "message");
    form.set("message", message);
    for (const file of files) form.append("files", file);
    void fetcher.submit(form, { method: "post", action, encType: "multipart/form-data" });
  }
  const add = (incoming: File[]) =>
    setFiles((current) => [...current, ...incoming.filter((file) => !current.some((f) => sameFile(f, file)))]);
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
        <PromptFiles
          files={files}
          disabled={sending}
          onRemove={(file) => setFiles((all) => all.filter((f) => f !== file))}
        />
        <label htmlFor="prompt" className="sr-only">
          Message to Cara
        </label>
        <textarea
          id="prompt"
          name="message"
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
