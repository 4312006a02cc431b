import { MessageSquare, Sparkles, UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { useActionData, useFetcher, useFetchers, useNavigation, useRevalidator } from "react-router";
import { activityTimeline } from "#domain/service-request.ts";
import { textareaClass } from "#app/components/documents/textarea-class.ts";
import { IdempotencyField } from "#app/components/action-form.tsx";
import { LiveBadge } from "#app/components/live-badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { FormReply } from "#app/lib/form-reply.server.ts";
import { formatCalendarDate, formatDateTime } from "#app/lib/format.ts";
import { graphql } from "#app/lib/graphql.ts";
import type { LiveStatus } from "#app/lib/live-subscription.ts";
import { formatRelative } from "#app/lib/relative-time.ts";
import { useSubscription } from "#app/lib/use-subscription.ts";
import { useServiceRequest } from "./request-context.ts";
import type { ServiceRequestDetailData } from "./request.server.ts";

export { commentAction as action } from "./request-comment.server.ts";

type Version = ServiceRequestDetailData["versionHistory"][number];

/** Who made the change, as the server names it: a user, Cara (on behalf of a user), an integration (docs/product/actors.md). */
function describe(version: Version): string {
  const who = version.initiatorName;
  const dueAt =
    typeof version.snapshot === "object" && version.snapshot
      ? (version.snapshot as { dueAt?: string | null }).dueAt
      : null;
  const parts: string[] = [];
  for (const type of version.updateTypes) {
    if (type === "CREATE") parts.push("opened the request");
    else if (type === "ASSIGN")
      parts.push(version.assignee ? `assigned it to ${version.assignee.name}` : "unassigned it");
    else if (type === "UPDATE_DUE_DATE")
      parts.push(dueAt ? `set the due date to ${formatCalendarDate(dueAt)}` : "removed the due date");
    else if (type === "CLOSE") parts.push("resolved the request");
    else if (type === "REOPEN") parts.push("reopened the request");
    else if (type === "UPDATE") parts.push("updated the request");
  }
  return `${who} ${parts.join(" and ")}`;
}

function When({ at }: { at: string | number }) {
  const date = new Date(at);
  return (
    <time
      dateTime={date.toISOString()}
      title={formatDateTime(date)}
      className="text-xs text-neutral-500"
      suppressHydrationWarning
    >
      {formatRelative(date)}
    </time>
  );
}

type CommentReply = FormReply;

/**
 * Comment (docs/product/servicing.md): submit disabled for empty or whitespace; the box clears once the comment is
 * saved and keeps the text when it is refused (docs/product/servicing.md, "Comments"). A plain
 * form post to this tab, so it works without JavaScript too.
 */
function CommentForm() {
  const fetcher = useFetcher<CommentReply>();
  const refused = useActionData<CommentReply>();
  const reply = fetcher.data ?? refused;
  const typed = refused?.lastResult.initialValue?.content;
  const [content, setContent] = useState(typeof typed === "string" ? typed : "");
  const pending = fetcher.state !== "idle";
  const error = reply?.validationErrors?.content?.[0] ?? reply?.applicationError;
  // the box clears once a submission ends without a refusal (state adjusted while rendering)
  const [busy, setBusy] = useState(false);
  if (fetcher.state !== "idle" && !busy) setBusy(true);
  if (fetcher.state === "idle" && busy) {
    setBusy(false);
    if (!fetcher.data?.validationErrors && !fetcher.data?.applicationError) setContent("");
  }
  return (
    <fetcher.Form
      method="post"
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        if (!content.trim()) event.preventDefault();
      }}
    >
      <IdempotencyField renew={fetcher.data} />
      <label htmlFor="comment" className="text-sm font-medium text-neutral-900">
        Add a comment
      </label>
      <textarea
        id="comment"
        name="content"
        rows={3}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) event.currentTarget.form?.requestSubmit();
        }}
        placeholder="Write a note for your team…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "comment-error" : undefined}
        className={textareaClass}
      />
      {error ? (
        <p id="comment-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={!content.trim()} pending={pending}>
          Comment
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** Each change of the request's activity (anyone's comment, assignment, due date, resolution). */
const ActivityChanged = graphql(`
  subscription ActivityChanged($id: ID!) {
    serviceRequestActivity(id: $id) {
      id
      updatedAt
    }
  }
`);

/**
 * docs/product/live-updates.md: the timeline reloads when the request changed elsewhere. Never
 * while a submission or navigation is under way (it reloads the data itself), and not for a
 * change the page already shows.
 */
function useLiveActivity(requestId: string, shownUpdatedAt: string): LiveStatus {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || revalidator.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const [latest, setLatest] = useState<string | null>(null);
  const status = useSubscription(ActivityChanged, { id: requestId }, (data) =>
    setLatest(data.serviceRequestActivity.updatedAt),
  );
  useEffect(() => {
    const newer = latest !== null && Date.parse(latest) > Date.parse(shownUpdatedAt);
    if (!busy && newer) void revalidator.revalidate();
  }, [busy, latest, shownUpdatedAt, revalidator]);
  return status;
}

/** Activity tab 'Comments and Activity': comments and changes, oldest first, relative times. */
export default function RequestActivity() {
  const request = useServiceRequest();
  const entries = activityTimeline(request.comments, request.versionHistory);
  const live = useLiveActivity(request.id, request.updatedAt);
  return (
    <section aria-label="Comments and Activity" className="rounded-lg border border-neutral-200 bg-white p-5">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold text-neutral-900">Comments and Activity</h2>
        <LiveBadge status={live} />
      </div>
      <ol className="mb-6 flex flex-col gap-4">
        {entries.map((entry) =>
          entry.kind === "comment" ? (
            <li key={`c-${entry.comment.id}`} className="flex gap-3">
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700">
                <MessageSquare className="size-3.5" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm">
                  <span className="font-medium text-neutral-900">{entry.comment.authorName}</span>{" "}
                  <When at={entry.at} />
                </p>
                <p className="mt-1 rounded-md bg-neutral-50 px-3 py-2 text-sm whitespace-pre-line text-neutral-800">
                  {entry.comment.content}
                </p>
              </div>
            </li>
          ) : (
            <li key={`v-${entry.version.version}`} className="flex items-center gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-neutral-500">
                {entry.version.updateInitiatorType === "AGENCY_USER" ? (
                  <UserRound className="size-3.5" aria-hidden />
                ) : (
                  <Sparkles className="size-3.5" aria-hidden />
                )}
              </span>
              <p className="text-sm text-neutral-700">
                {describe(entry.version)} <When at={entry.at} />
              </p>
            </li>
          ),
        )}
      </ol>
      <CommentForm />
    </section>
  );
}
