import { CheckCircle2, Paperclip, Pencil, Send, ShieldAlert, ShieldCheck, Trash2 } from "lucide-react";
import { Link, useActionData, useLocation, useNavigation, useSearchParams } from "react-router";
import { conversationSide, serviceRequestTypeLabel } from "#domain/service-request.ts";
import { ActionForm } from "#app/components/action-form.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { textareaClass } from "#app/components/documents/textarea-class.ts";
import { DialogBack } from "#app/components/route-dialog.tsx";
import { OVER_PAGE, RouteSheet } from "#app/components/route-sheet.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import type { FormReply } from "#app/lib/form-reply.server.ts";
import { formatDateTime } from "#app/lib/format.ts";
import { ThreadStateBadge, WaitingForBadge } from "./email-badges.tsx";
import type { ThreadData } from "./thread.server.ts";
import type { Route } from "./+types/thread";

export { action, loader } from "./thread.server.ts";
export const meta = ({ data }: Route.MetaArgs) =>
  pageTitle(data ? data.thread.subject || "Email Thread" : "Email Thread");

const ROLE_NAMES: Record<string, string> = {
  CLIENT: "Client",
  PARTICIPANT: "Participant",
  AGENT: "Agent",
  CARA: "Cara",
};

type Message = ThreadData["messages"][number];
type Triage = ThreadData["triages"][number];
type Draft = ThreadData["drafts"][number];

const DONE: Record<string, string> = {
  sent: "Reply sent.",
  saved: "Draft saved.",
  discarded: "Draft discarded.",
};

/** Why Cara decided what it did about one message (ADR 068): type words, account and why, authentication. */
function Evidence({ triage, accountName }: { triage: Triage; accountName: string | null }) {
  return (
    <details className="w-full max-w-[85%] rounded-md border border-neutral-200 bg-neutral-50 px-3 py-2 text-xs text-neutral-700">
      <summary className="cursor-pointer font-medium text-neutral-800">
        Triage:{" "}
        {triage.automated
          ? "automated mail, not answered"
          : triage.requestType
            ? serviceRequestTypeLabel(triage.requestType)
            : triage.state === "FAILED"
              ? "failed"
              : "no request type"}
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
        {triage.automated ? (
          <>
            <dt className="text-neutral-500">Automated</dt>
            <dd>{triage.automated}</dd>
          </>
        ) : null}
        {triage.requestType ? (
          <>
            <dt className="text-neutral-500">Type words</dt>
            <dd>{triage.typeWords.length ? triage.typeWords.join(", ") : "None quoted"}</dd>
          </>
        ) : null}
        <dt className="text-neutral-500">Account</dt>
        <dd>
          {triage.matchedAccountId ? (
            <Link className="underline" to={`/app/accounts/${triage.matchedAccountId}/overview`}>
              {accountName ?? "Matched account"}
            </Link>
          ) : triage.matchStatus === "AMBIGUOUS" ? (
            "More than one account could be meant"
          ) : (
            "No account matched"
          )}
          {triage.matchWhy ? <span className="block text-neutral-500">{triage.matchWhy}</span> : null}
        </dd>
        <dt className="text-neutral-500">Sender</dt>
        <dd className="flex items-start gap-1">
          {triage.authenticationOk === null ? (
            "No authentication results"
          ) : (
            <>
              {triage.authenticationOk ? (
                <ShieldCheck className="size-3.5 shrink-0 text-green-600" aria-label="Authenticated" />
              ) : (
                <ShieldAlert className="size-3.5 shrink-0 text-amber-600" aria-label="Not authenticated" />
              )}
              <span>
                {triage.authenticationEvidence}
                {triage.authenticationNote ? (
                  <span className="block text-neutral-500">{triage.authenticationNote}</span>
                ) : null}
              </span>
            </>
          )}
        </dd>
        {triage.serviceRequestId ? (
          <>
            <dt className="text-neutral-500">Request</dt>
            <dd>
              <Link className="underline" to={`/app/servicing/${triage.serviceRequestId}/overview`}>
                {triage.requestAction === "CREATED"
                  ? "Created"
                  : triage.requestAction === "UPDATED"
                    ? "Updated"
                    : "Linked"}{" "}
                service request
              </Link>
            </dd>
          </>
        ) : null}
        {triage.threadWhy ? (
          <>
            <dt className="text-neutral-500">Thread</dt>
            <dd>{triage.threadWhy}</dd>
          </>
        ) : null}
        {triage.failureReason ? (
          <>
            <dt className="text-neutral-500">Failed</dt>
            <dd className="text-red-700">{triage.failureReason}</dd>
          </>
        ) : null}
      </dl>
    </details>
  );
}

function MessageItem({
  message,
  triages,
  accountName,
}: {
  message: Message;
  triages: Triage[];
  accountName: string | null;
}) {
  const right = conversationSide(message.senderRole) === "right";
  return (
    <li className={cn("flex flex-col gap-1", right ? "items-end" : "items-start")}>
      <span className="text-xs text-neutral-500">
        <span className="font-medium text-neutral-700">{ROLE_NAMES[message.senderRole] ?? message.senderRole}</span>
        {message.senderName || message.senderEmail ? ` · ${message.senderName ?? message.senderEmail}` : ""}
        {` · ${formatDateTime(message.sentAt)}`}
      </span>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-line",
          right ? "rounded-tr-sm bg-accent-600 text-white" : "rounded-tl-sm bg-neutral-100 text-neutral-900",
        )}
      >
        {message.body || <span className="italic opacity-70">(no text)</span>}
        {message.attachments.length ? (
          <span className="mt-2 flex flex-wrap gap-x-3 gap-y-1">
            {message.attachments.map((file, index) =>
              file.url ? (
                <a
                  key={index}
                  href={file.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 underline"
                >
                  <Paperclip className="size-3.5" aria-hidden />
                  {file.name}
                </a>
              ) : (
                <span key={index} className="inline-flex items-center gap-1 opacity-80">
                  <Paperclip className="size-3.5" aria-hidden />
                  {file.name} ({file.reason})
                </span>
              ),
            )}
          </span>
        ) : null}
      </div>
      {message.parseFailureReason ? <span className="text-xs text-red-700">{message.parseFailureReason}</span> : null}
      {message.automatedEvidence ? (
        <span className="text-xs text-neutral-500">Automated mail: {message.automatedEvidence}</span>
      ) : null}
      {message.approval ? (
        <span className="inline-flex items-center gap-1 text-xs text-neutral-500">
          <CheckCircle2 className="size-3.5 text-green-600" aria-hidden />
          Approved and sent by {message.approval.approvedByName} · {formatDateTime(message.approval.approvedAt)}
        </span>
      ) : null}
      {triages.map((triage) => (
        <Evidence key={triage.id} triage={triage} accountName={accountName} />
      ))}
    </li>
  );
}

/** A draft Cara wrote: Send (the approval), Edit (?edit=<id>, a textarea that works without JavaScript) or Discard. */
function DraftPanel({ draft, editing, reply }: { draft: Draft; editing: boolean; reply: FormReply | undefined }) {
  const { search } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const bodyError = reply?.validationErrors?.body?.[0];
  const formError = reply?.applicationError;
  const posted = reply?.lastResult.initialValue?.body;
  const params = new URLSearchParams(search);
  params.delete("done");
  params.set("edit", draft.id);
  const editHref = `?${params.toString()}`;
  params.delete("edit");
  const viewHref = params.toString() ? `?${params.toString()}` : "?";
  const errorId = `draft-${draft.id}-error`;
  return (
    <section
      aria-label="Draft reply"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50/60 p-4 text-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-neutral-900">Draft reply — waiting for your approval</h3>
        <span className="text-xs text-neutral-500">
          To {draft.to ?? "the client"} · {draft.subject}
        </span>
      </div>
      <ActionForm method="post" className="flex flex-col gap-3" preventScrollReset>
        <input type="hidden" name="draftId" value={draft.id} />
        {editing || bodyError ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`draft-${draft.id}`} className="text-sm font-medium text-neutral-800">
              Reply
            </label>
            <textarea
              id={`draft-${draft.id}`}
              name="body"
              rows={10}
              defaultValue={typeof posted === "string" ? posted : draft.body}
              aria-invalid={bodyError ? true : undefined}
              aria-describedby={bodyError ? errorId : undefined}
              className={textareaClass}
            />
            {bodyError ? (
              <p id={errorId} role="alert" className="text-sm text-red-600">
                {bodyError}
              </p>
            ) : null}
          </div>
        ) : (
          <div className="rounded-md border border-neutral-200 bg-white px-3 py-2 break-words whitespace-pre-line text-neutral-900">
            {draft.body}
          </div>
        )}
        {draft.citations.length ? (
          <ol className="flex flex-col gap-1 text-xs text-neutral-600">
            {draft.citations.map((c) => (
              <li key={c.ref}>
                [{c.ref}]{" "}
                <a className="underline" href={c.url} target="_blank" rel="noreferrer">
                  {c.fileName}, page {c.page}
                </a>
                : “{c.quote}”
              </li>
            ))}
          </ol>
        ) : null}
        {formError ? (
          <p role="alert" className="text-sm text-red-600">
            {formError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="send" pending={busy === "send"}>
            <Send aria-hidden />
            Send
          </Button>
          {editing || bodyError ? (
            <>
              <Button type="submit" name="intent" value="save" variant="secondary" pending={busy === "save"}>
                Save draft
              </Button>
              <Button asChild variant="ghost">
                <Link to={viewHref} replace preventScrollReset state={OVER_PAGE}>
                  Cancel
                </Link>
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="secondary">
                <Link to={editHref} replace preventScrollReset state={OVER_PAGE}>
                  <Pencil aria-hidden />
                  Edit
                </Link>
              </Button>
              <Button
                type="submit"
                name="intent"
                value="discard"
                variant="ghost"
                className="text-red-700"
                pending={busy === "discard"}
              >
                <Trash2 aria-hidden />
                Discard
              </Button>
            </>
          )}
        </div>
        <p className="text-xs text-neutral-500">
          Send approves this exact text: it goes out from the agency's address in your name as approver.
        </p>
      </ActionForm>
    </section>
  );
}

/**
 * The 'Email Thread' slide-out (docs/product/emails-screens.md): the messages with their roles
 * (Client, Participant, Agent left; Cara right), attachments that open, the triage evidence under
 * each message, and Cara's draft with Send, Edit and Discard.
 */
export default function EmailThread({ loaderData }: Route.ComponentProps) {
  const { thread } = loaderData;
  const [searchParams] = useSearchParams();
  const reply = useActionData<FormReply>();
  const list = new URLSearchParams(searchParams);
  for (const key of ["edit", "done"]) list.delete(key);
  const parent = `/app/emails${list.toString() ? `?${list}` : ""}`;
  const editing = searchParams.get("edit");
  const done = DONE[searchParams.get("done") ?? ""];
  const customer = thread.accountName ?? thread.fromName ?? thread.fromEmail ?? "Unknown sender";
  return (
    <RouteSheet
      parentPath={parent}
      title="Email Thread"
      description={
        <span className="flex flex-col gap-1">
          <span className="break-words text-neutral-900">{thread.subject || "(no subject)"}</span>
          <span className="flex flex-wrap items-center gap-2">
            {thread.accountId ? (
              <Link className="underline" to={`/app/accounts/${thread.accountId}/overview`}>
                {customer}
              </Link>
            ) : (
              <span>{customer}</span>
            )}
            {thread.fromEmail && thread.fromEmail !== customer ? <span>{thread.fromEmail}</span> : null}
            <ThreadStateBadge state={thread.state} />
            <span className="inline-flex items-center gap-1">
              Waiting for <WaitingForBadge waitingFor={thread.waitingFor} />
            </span>
          </span>
        </span>
      }
      size="3xl"
      footer={<DialogBack parentPath={parent}>Close</DialogBack>}
    >
      <div className="flex flex-col gap-5">
        {done ? (
          <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
            {done}
          </p>
        ) : null}
        {thread.messages.length === 0 ? (
          <p className="text-sm text-neutral-500">This thread has no messages yet.</p>
        ) : (
          <ol aria-label="Messages" className="flex flex-col gap-4">
            {thread.messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                triages={thread.triages.filter((t) => t.messageId === message.id)}
                accountName={thread.accountName}
              />
            ))}
          </ol>
        )}
        {thread.drafts.map((draft) => (
          <DraftPanel key={draft.id} draft={draft} editing={editing === draft.id} reply={reply} />
        ))}
      </div>
    </RouteSheet>
  );
}
