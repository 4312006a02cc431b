import { useActionData, useSearchParams } from "react-router";
import type { FormReply } from "#app/lib/form-reply.server.ts";
import { DraftPanel } from "./draft-panel.tsx";
import { EmailMessageItem } from "./email-message.tsx";
import type { EmailThreadReviewData } from "./thread-review.ts";

const DONE: Record<string, string> = {
  sent: "Reply sent.",
  saved: "Draft saved.",
  discarded: "Draft discarded.",
};

/** The result of the last Send, Save or Discard (`?done=`), once per screen. */
export function DraftDoneNotice() {
  const [searchParams] = useSearchParams();
  const done = DONE[searchParams.get("done") ?? ""];
  if (!done) return null;
  return (
    <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
      {done}
    </p>
  );
}

/**
 * An email thread as every screen shows it (the 'Email Thread' slide-out, a service request's
 * Conversation tab): its messages oldest first with their roles, attachments and triage evidence,
 * then each draft waiting with Send, Edit and Discard (posted to the route showing it).
 */
export function EmailThreadConversation({ thread }: { thread: EmailThreadReviewData }) {
  const [searchParams] = useSearchParams();
  const reply = useActionData<FormReply>();
  const editing = searchParams.get("edit");
  return (
    <div className="flex min-w-0 flex-col gap-5">
      {thread.messages.length === 0 ? (
        <p className="text-sm text-neutral-500">This thread has no messages yet.</p>
      ) : (
        <ol aria-label="Messages" className="flex flex-col gap-4">
          {thread.messages.map((message) => (
            <EmailMessageItem
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
  );
}
