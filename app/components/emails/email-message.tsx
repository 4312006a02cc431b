import { CheckCircle2, Paperclip } from "lucide-react";
import { conversationSide } from "#domain/service-request.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime } from "#app/lib/format.ts";
import type { EmailReviewMessage, EmailReviewTriage } from "./thread-review.ts";
import { TriageEvidence } from "./triage-evidence.tsx";

/** Why an inbound message has no triage (yet): over the plan's emails a month, queued, or waiting for a person. */
const UNTRIAGED: Record<string, string> = {
  OVER_LIMIT: "Not triaged: the plan's emails for this month were used up. It is kept and shown here.",
  QUEUED: "Cara is reading this message…",
  AWAITING_TRIAGE: "Not triaged: Cara could not read it through; it waits for a person.",
};

const ROLE_NAMES: Record<string, string> = {
  CLIENT: "Client",
  PARTICIPANT: "Participant",
  AGENT: "Agent",
  CARA: "Cara",
};

/** An attachment stored as the agency's file opens in a new tab; one not stored says why. */
function Attachments({ files }: { files: EmailReviewMessage["attachments"] }) {
  if (!files.length) return null;
  return (
    <span className="mt-2 flex flex-wrap gap-x-3 gap-y-1">
      {files.map((file, index) =>
        file.url ? (
          <a
            key={index}
            href={file.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-w-0 items-center gap-1 break-all underline"
          >
            <Paperclip className="size-3.5 shrink-0" aria-hidden />
            {file.name}
          </a>
        ) : (
          <span key={index} className="inline-flex min-w-0 items-center gap-1 break-all opacity-80">
            <Paperclip className="size-3.5 shrink-0" aria-hidden />
            {file.name} ({file.reason})
          </span>
        ),
      )}
    </span>
  );
}

/**
 * One message of an email thread (spec: Client, Participant and Agent on the left, Cara on the
 * right), with its attachments, why it could not be read or was automated, who approved it when
 * Cara sent it, and the triage evidence under it.
 */
export function EmailMessageItem({
  message,
  triages,
  accountName,
}: {
  message: EmailReviewMessage;
  triages: EmailReviewTriage[];
  accountName: string | null;
}) {
  const right = conversationSide(message.senderRole) === "right";
  // a reply Cara sent is from the agency's own address: its role says enough
  const who = message.senderName ?? (message.direction === "OUT" ? null : message.senderEmail);
  return (
    <li className={cn("flex flex-col gap-1", right ? "items-end" : "items-start")}>
      <span className={cn("max-w-full text-xs break-words text-neutral-500", right && "text-right")}>
        <span className="font-medium text-neutral-700">{ROLE_NAMES[message.senderRole] ?? message.senderRole}</span>
        {who ? ` · ${who}` : ""}
        {` · ${formatDateTime(message.sentAt)}`}
      </span>
      <div
        className={cn(
          "max-w-[85%] min-w-0 rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-line",
          right ? "rounded-tr-sm bg-accent-600 text-white" : "rounded-tl-sm bg-neutral-100 text-neutral-900",
        )}
      >
        {message.body || <span className="italic opacity-70">(no text)</span>}
        <Attachments files={message.attachments} />
      </div>
      {message.direction === "IN" && UNTRIAGED[message.triageStatus ?? ""] ? (
        <span className={cn("text-xs", message.triageStatus === "QUEUED" ? "text-neutral-500" : "text-amber-700")}>
          {UNTRIAGED[message.triageStatus ?? ""]}
        </span>
      ) : null}
      {message.parseFailureReason ? <span className="text-xs text-red-700">{message.parseFailureReason}</span> : null}
      {message.automatedEvidence ? (
        <span className="text-xs text-neutral-500">Automated mail: {message.automatedEvidence}</span>
      ) : null}
      {message.approval ? (
        <span className="flex max-w-full flex-wrap items-center justify-end gap-x-1 text-right text-xs text-neutral-500">
          <CheckCircle2 className="size-3.5 shrink-0 text-green-600" aria-hidden />
          <span>
            {message.approval.byRule
              ? `Sent by Cara on its own · ${message.approval.approvedByName}`
              : `Approved and sent by ${message.approval.approvedByName}`}
          </span>
          <span className="whitespace-nowrap">· {formatDateTime(message.approval.approvedAt)}</span>
        </span>
      ) : null}
      {triages.map((triage) => (
        <TriageEvidence key={triage.id} triage={triage} accountName={accountName} />
      ))}
    </li>
  );
}
