import { Link, useOutletContext, useSearchParams } from "react-router";
import { ThreadStateBadge, WaitingForBadge } from "#app/components/emails/email-badges.tsx";
import { DraftDoneNotice, EmailThreadConversation } from "#app/components/emails/email-thread-conversation.tsx";
import type { EmailThreadReviewData } from "#app/components/emails/thread-review.ts";
import { pageTitle } from "#app/components/area-page.tsx";
import { LiveBadge } from "#app/components/live-badge.tsx";
import { DialogBack } from "#app/components/route-dialog.tsx";
import { RouteSheet } from "#app/components/route-sheet.tsx";
import type { LiveStatus } from "#app/lib/live-subscription.ts";
import type { Route } from "./+types/thread";

export { action, loader } from "./thread.server.ts";
export const meta = ({ data }: Route.MetaArgs) =>
  pageTitle(data ? data.thread.subject || "Email Thread" : "Email Thread");

/** What the Emails list gives the slide-out: its live connection (one subscription refreshes both). */
export interface EmailsOutletContext {
  live: LiveStatus;
}

/** Subject, customer (linked to the account when matched), state and waiting-for badges. */
function ThreadHeader({ thread, live }: { thread: EmailThreadReviewData; live: LiveStatus | undefined }) {
  const customer = thread.accountName ?? thread.fromName ?? thread.fromEmail ?? "Unknown sender";
  return (
    <span className="flex min-w-0 flex-col gap-1">
      <span className="break-words text-neutral-900">{thread.subject || "(no subject)"}</span>
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        {thread.accountId ? (
          <Link className="underline" to={`/app/accounts/${thread.accountId}/overview`}>
            {customer}
          </Link>
        ) : (
          <span className="break-all">{customer}</span>
        )}
        {thread.fromEmail && thread.fromEmail !== customer ? (
          <span className="break-all">{thread.fromEmail}</span>
        ) : null}
        <ThreadStateBadge state={thread.state} />
        <span className="inline-flex items-center gap-1">
          Waiting for <WaitingForBadge waitingFor={thread.waitingFor} />
        </span>
        {live ? <LiveBadge status={live} /> : null}
      </span>
    </span>
  );
}

/**
 * The 'Email Thread' slide-out (docs/product/emails-screens.md): the thread as every screen shows
 * it (email-thread-conversation.tsx), over the Emails list, whose live subscription reloads it.
 */
export default function EmailThread({ loaderData }: Route.ComponentProps) {
  const { thread } = loaderData;
  const { live } = useOutletContext<EmailsOutletContext | undefined>() ?? {};
  const [searchParams] = useSearchParams();
  const list = new URLSearchParams(searchParams);
  for (const key of ["edit", "done"]) list.delete(key);
  const parent = `/app/emails${list.toString() ? `?${list}` : ""}`;
  return (
    <RouteSheet
      parentPath={parent}
      title="Email Thread"
      description={<ThreadHeader thread={thread} live={live} />}
      size="3xl"
      footer={<DialogBack parentPath={parent}>Close</DialogBack>}
    >
      <div className="flex flex-col gap-5">
        <DraftDoneNotice />
        <EmailThreadConversation thread={thread} />
      </div>
    </RouteSheet>
  );
}
