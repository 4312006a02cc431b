import { ExternalLink, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { conversationSide } from "#domain/service-request.ts";
import { ThreadStateBadge, WaitingForBadge } from "#app/components/emails/email-badges.tsx";
import { DraftDoneNotice, EmailThreadConversation } from "#app/components/emails/email-thread-conversation.tsx";
import type { EmailThreadReviewData } from "#app/components/emails/thread-review.ts";
import { useLiveEmailThreads } from "#app/components/emails/use-live-email-threads.ts";
import { LiveBadge } from "#app/components/live-badge.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime } from "#app/lib/format.ts";
import { useServiceRequest } from "./request-context.ts";
import type { Route } from "./+types/request-conversation";

export { action, loader } from "./request-conversation.server.ts";

const ROLE_NAMES: Record<string, string> = {
  CLIENT: "Client",
  PARTICIPANT: "Participant",
  AGENT: "Agent",
  CARA: "Cara",
};

/** One transcript entry of a call: Client, Participant, Agent left; Cara right. */
function CallEntry({ role, children }: { role: string; children: React.ReactNode }) {
  const right = conversationSide(role) === "right";
  return (
    <li className={cn("flex flex-col gap-1", right ? "items-end" : "items-start")}>
      <span className="text-xs font-medium text-neutral-700">{ROLE_NAMES[role] ?? role}</span>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-line",
          right ? "rounded-tr-sm bg-accent-600 text-white" : "rounded-tl-sm bg-neutral-100 text-neutral-900",
        )}
      >
        {children}
      </div>
    </li>
  );
}

function EmailThreadSection({ thread }: { thread: EmailThreadReviewData }) {
  return (
    <section
      aria-label={`Email thread ${thread.subject}`}
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex min-w-0 items-center gap-2 text-sm font-semibold break-words text-neutral-900">
          <Mail className="size-4 shrink-0 text-neutral-500" aria-hidden />
          {thread.subject || "(no subject)"}
        </h2>
        <span className="flex flex-wrap items-center gap-2 text-xs text-neutral-500">
          <ThreadStateBadge state={thread.state} />
          <span className="inline-flex items-center gap-1">
            Waiting for <WaitingForBadge waitingFor={thread.waitingFor} />
          </span>
          <Link to={`/app/emails/${thread.id}`} className="inline-flex items-center gap-1 underline">
            Open in Emails
            <ExternalLink className="size-3.5" aria-hidden />
          </Link>
        </span>
      </div>
      <EmailThreadConversation thread={thread} />
    </section>
  );
}

/**
 * Conversation tab (docs/product/servicing.md, docs/product/emails-screens.md): call transcripts
 * and the email threads linked to the request, shown and answered as on the 'Email Thread'
 * slide-out (the same component: messages by role, attachments, evidence, the draft with Send,
 * Edit and Discard posting to this tab), refreshed live when one of its threads changes.
 */
export default function RequestConversation({ loaderData }: Route.ComponentProps) {
  const request = useServiceRequest();
  const { emailThreads } = loaderData;
  const live = useLiveEmailThreads((threadId) => emailThreads.some((thread) => thread.id === threadId));
  return (
    <div className="flex flex-col gap-4">
      {emailThreads.length ? (
        <div className="flex items-center justify-end">
          <LiveBadge status={live} />
        </div>
      ) : null}
      <DraftDoneNotice />
      {request.calls.map((call) => (
        <section
          key={call.id}
          aria-label={`Call ${formatDateTime(call.startedAt)}`}
          className="rounded-lg border border-neutral-200 bg-white p-4 sm:p-5"
        >
          <h2 className="flex items-center gap-2 text-sm font-semibold text-neutral-900">
            <Phone className="size-4 text-neutral-500" aria-hidden />
            Call from {call.fromName ?? call.fromNumber ?? "unknown caller"}
            <span className="font-normal text-neutral-500">· {formatDateTime(call.startedAt)}</span>
          </h2>
          {call.summary ? <p className="mt-2 text-sm text-neutral-600">{call.summary}</p> : null}
          <ol className="mt-4 flex flex-col gap-3">
            {call.transcript.map((entry, index) => (
              <CallEntry key={index} role={entry.role}>
                {entry.content}
              </CallEntry>
            ))}
          </ol>
        </section>
      ))}
      {emailThreads.map((thread) => (
        <EmailThreadSection key={thread.id} thread={thread} />
      ))}
    </div>
  );
}
