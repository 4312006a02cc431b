import { Paperclip, Sparkles } from "lucide-react";
import { formatDateTime, formatTime } from "#app/lib/format.ts";
import { MessageText } from "./message-text.tsx";
import type { WsMessage } from "./types.ts";

/** A USER message on the right in a soft bubble; an AGENT message full width under Cara's mark. */
export function MessageBubble({ message }: { message: WsMessage }) {
  const time = (
    <time dateTime={message.timestamp} title={formatDateTime(message.timestamp)} className="text-xs text-neutral-500">
      {formatTime(message.timestamp)}
    </time>
  );
  if (message.role === "USER")
    return (
      <article aria-label="Your message" className="flex flex-col items-end gap-1">
        <div className="max-w-[85%] rounded-2xl rounded-br-md bg-white px-4 py-2.5 text-neutral-900 shadow-xs ring-1 ring-neutral-200">
          <p className="leading-6 break-words whitespace-pre-wrap">{message.content}</p>
          {message.files.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Attached files">
              {message.files.map((file) => (
                <li key={file.id}>
                  <a
                    href={file.url}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex max-w-60 items-center gap-1 rounded-md bg-neutral-100 px-2 py-0.5 text-xs text-neutral-700 hover:bg-neutral-200"
                  >
                    <Paperclip className="size-3 shrink-0" aria-hidden />
                    <span className="truncate">{file.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {time}
      </article>
    );
  return (
    <article aria-label="Cara's answer" className="flex gap-3">
      <span
        aria-hidden
        className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-600 text-white"
      >
        <Sparkles className="size-3.5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="mb-1 flex items-center gap-2 text-xs">
          <span className="font-semibold text-neutral-900">Cara</span>
          {time}
        </p>
        <MessageText content={message.content} citations={message.citations} />
        {!message.complete ? (
          <span aria-hidden className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-neutral-400 align-text-bottom" />
        ) : null}
      </div>
    </article>
  );
}
