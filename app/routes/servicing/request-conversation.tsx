import { Mail, Paperclip, Phone } from "lucide-react";
import { conversationSide } from "#domain/service-request.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime, formatTime } from "#app/lib/format.ts";
import { useServiceRequest } from "./request-context.ts";

export { loader } from "./request-conversation.server.ts";

const ROLE_NAMES: Record<string, string> = {
  CLIENT: "Client",
  PARTICIPANT: "Participant",
  AGENT: "Agent",
  CARA: "Cara",
};

function Bubble({
  role,
  who,
  at,
  children,
}: {
  role: string;
  who?: string | null;
  at?: string;
  children: React.ReactNode;
}) {
  const right = conversationSide(role) === "right";
  return (
    <li className={cn("flex flex-col gap-1", right ? "items-end" : "items-start")}>
      <span className="text-xs text-neutral-500">
        <span className="font-medium text-neutral-700">{ROLE_NAMES[role] ?? role}</span>
        {who ? ` · ${who}` : ""}
        {at ? ` · ${formatTime(at)}` : ""}
      </span>
      <div
        className={cn(
          "max-w-[75%] rounded-2xl px-4 py-2 text-sm whitespace-pre-line",
          right ? "rounded-tr-sm bg-accent-600 text-white" : "rounded-tl-sm bg-neutral-100 text-neutral-900",
        )}
      >
        {children}
      </div>
    </li>
  );
}

/**
 * Conversation tab (docs/product/servicing.md): call transcripts and email threads; Client,
 * Participant, Agent left, Cara right.
 */
export default function RequestConversation() {
  const request = useServiceRequest();
  return (
    <div className="flex flex-col gap-4">
      {request.calls.map((call) => (
        <section
          key={call.id}
          aria-label={`Call ${formatDateTime(call.startedAt)}`}
          className="rounded-lg border border-neutral-200 bg-white p-5"
        >
          <h2 className="flex items-center gap-2 text-sm font-semibold text-neutral-900">
            <Phone className="size-4 text-neutral-500" aria-hidden />
            Call from {call.fromName ?? call.fromNumber ?? "unknown caller"}
            <span className="font-normal text-neutral-500">· {formatDateTime(call.startedAt)}</span>
          </h2>
          {call.summary ? <p className="mt-2 text-sm text-neutral-600">{call.summary}</p> : null}
          <ol className="mt-4 flex flex-col gap-3">
            {call.transcript.map((entry, index) => (
              <Bubble key={index} role={entry.role}>
                {entry.content}
              </Bubble>
            ))}
          </ol>
        </section>
      ))}
      {request.emailThreads.map((thread) => (
        <section
          key={thread.id}
          aria-label={`Email thread ${thread.subject}`}
          className="rounded-lg border border-neutral-200 bg-white p-5"
        >
          <h2 className="flex items-center gap-2 text-sm font-semibold text-neutral-900">
            <Mail className="size-4 text-neutral-500" aria-hidden />
            {thread.subject}
          </h2>
          <ol className="mt-4 flex flex-col gap-3">
            {thread.messages.map((message) => (
              <Bubble key={message.id} role={message.senderRole} who={message.senderEmail} at={message.sentAt}>
                {message.body}
                {message.attachments.length ? (
                  <span className="mt-2 flex flex-wrap gap-2">
                    {message.attachments.map((file) => (
                      <a key={file.id} href={file.url} className="inline-flex items-center gap-1 underline">
                        <Paperclip className="size-3.5" aria-hidden />
                        {file.name}
                      </a>
                    ))}
                  </span>
                ) : null}
              </Bubble>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
