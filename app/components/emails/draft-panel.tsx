import { Pencil, Send, Trash2 } from "lucide-react";
import { Link, useLocation, useNavigation } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { textareaClass } from "#app/components/documents/textarea-class.ts";
import { OVER_PAGE } from "#app/components/route-sheet.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { FormReply } from "#app/lib/form-reply.server.ts";
import type { EmailReviewDraft } from "./thread-review.ts";

/** The draft's address with `?edit=<id>` set or cleared (the rest of the query kept). */
function hrefs(search: string, draftId: string) {
  const params = new URLSearchParams(search);
  params.delete("done");
  params.set("edit", draftId);
  const edit = `?${params.toString()}`;
  params.delete("edit");
  return { edit, view: params.toString() ? `?${params.toString()}` : "?" };
}

function Citations({ citations }: { citations: EmailReviewDraft["citations"] }) {
  if (!citations.length) return null;
  return (
    <ol className="flex flex-col gap-1 text-xs break-words text-neutral-600">
      {citations.map((c) => (
        <li key={c.ref}>
          [{c.ref}]{" "}
          <a className="underline" href={c.url} target="_blank" rel="noreferrer">
            {c.fileName}, page {c.page}
          </a>
          : “{c.quote}”
        </li>
      ))}
    </ol>
  );
}

/**
 * A reply Cara drafted (docs/product/emails-screens.md): Send (the approval of this exact text),
 * Edit (`?edit=<id>` turns the text into a field, no JavaScript needed) and Discard. The forms
 * post to the route showing the panel (the slide-out or the request's Conversation tab), whose
 * action is draftAction (draft-action.server.ts). `reply` is that action's refusal: shown only
 * on the draft it was about, the text posted kept.
 */
export function DraftPanel({
  draft,
  editing,
  reply,
}: {
  draft: EmailReviewDraft;
  editing: boolean;
  reply: FormReply | undefined;
}) {
  const { search } = useLocation();
  const navigation = useNavigation();
  const mine = navigation.formData?.get("draftId") === draft.id;
  const busy = navigation.state === "submitting" && mine ? navigation.formData?.get("intent") : null;
  const posted = reply?.lastResult.initialValue;
  const forThis = reply !== undefined && posted?.draftId === draft.id;
  const bodyError = forThis ? reply.validationErrors?.body?.[0] : undefined;
  const formError = forThis ? reply.applicationError : undefined;
  const postedBody = forThis && typeof posted?.body === "string" ? posted.body : null;
  const field = editing || bodyError !== undefined || postedBody !== null;
  const links = hrefs(search, draft.id);
  const errorId = `draft-${draft.id}-error`;
  return (
    <section
      aria-label="Draft reply"
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50/60 p-4 text-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-1">
        <h3 className="font-semibold text-neutral-900">Draft reply — waiting for your approval</h3>
        <span className="min-w-0 text-xs break-words text-neutral-500">
          To {draft.to ?? "the client"} · {draft.subject}
        </span>
      </div>
      <ActionForm method="post" className="flex flex-col gap-3" preventScrollReset>
        <input type="hidden" name="draftId" value={draft.id} />
        {field ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`draft-${draft.id}`} className="text-sm font-medium text-neutral-800">
              Reply
            </label>
            <textarea
              id={`draft-${draft.id}`}
              name="body"
              rows={10}
              defaultValue={postedBody ?? draft.body}
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
        <Citations citations={draft.citations} />
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
          {field ? (
            <>
              <Button type="submit" name="intent" value="save" variant="secondary" pending={busy === "save"}>
                Save draft
              </Button>
              <Button asChild variant="ghost">
                <Link to={links.view} replace preventScrollReset state={OVER_PAGE}>
                  Cancel
                </Link>
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="secondary">
                <Link to={links.edit} replace preventScrollReset state={OVER_PAGE}>
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
