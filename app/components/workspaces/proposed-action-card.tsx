import { ShieldAlert } from "lucide-react";
import { useId } from "react";
import { useFetcher } from "react-router";
import { useIdempotencyKey } from "#app/components/action-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { expiredMessage } from "#domain/effects.ts";
import type { FormReply } from "#app/lib/form-reply.server.ts";
import { IDEMPOTENCY_FIELD } from "#app/lib/idempotency.ts";
import type { WsProposedAction } from "./types.ts";

/** What a decided action's card says (the person who decided, and whether it ran). */
export function actionOutcome(action: WsProposedAction): string {
  const who = action.decidedBy?.name ?? "a user";
  if (action.state === "PENDING") return "Waiting for your approval: nothing has been done yet.";
  if (action.state === "DECLINED") return `Declined by ${who}: not carried out.`;
  if (action.state === "EXPIRED") return expiredMessage(action.expiredReason ?? null);
  if (action.executedAt) return `Approved by ${who} and carried out once.`;
  // approved, but another action of the same run still waits: nothing runs until it is decided
  if (action.resumed === false) return `Approved by ${who}: it runs once the other proposed actions are decided.`;
  return `Approved by ${who}: Cara is carrying it out.`;
}

/**
 * An action outside the product Cara proposed (ADR 060): what it does, the tool and the exact
 * input it would run with, and Approve / Decline (plain buttons, reached with Tab). Once
 * decided, the card says who decided and whether it ran.
 */
export function ProposedActionCard({ action }: { action: WsProposedAction }) {
  const fetcher = useFetcher<FormReply | { ok: true }>({ key: `action:${action.id}` });
  const key = useIdempotencyKey(fetcher.data);
  const headingId = useId();
  const busy = fetcher.state !== "idle";
  const error =
    fetcher.state === "idle" && fetcher.data && "lastResult" in fetcher.data ? fetcher.data.applicationError : null;
  const pending = action.state === "PENDING";
  const expired = action.state === "EXPIRED";
  return (
    <section
      aria-labelledby={headingId}
      data-proposed-action={action.state}
      className={`mt-2 rounded-lg border p-3 text-sm ${expired ? "border-neutral-300 bg-neutral-50" : "border-amber-300 bg-amber-50"}`}
    >
      <h4
        id={headingId}
        className={`flex items-center gap-1.5 font-medium ${expired ? "text-neutral-700" : "text-amber-900"}`}
      >
        <ShieldAlert aria-hidden className="size-4" />
        {pending ? "Needs your approval" : expired ? "Expired" : "Action outside the product"}: {action.effectLabel}
      </h4>
      <p className="mt-1 text-xs text-neutral-600">
        Tool <code className="font-mono">{action.tool}</code>, with exactly this input:
      </p>
      <pre className="mt-1 max-h-64 overflow-auto rounded-md bg-white p-2 font-mono text-xs leading-5 whitespace-pre-wrap text-neutral-800 ring-1 ring-amber-200">
        {JSON.stringify(action.input, null, 2)}
      </pre>
      <p role="status" className="mt-2 text-neutral-800">
        {actionOutcome(action)}
      </p>
      {pending ? (
        <fetcher.Form method="post" className="mt-2 flex gap-2">
          <input type="hidden" name={IDEMPOTENCY_FIELD} value={key} />
          <input type="hidden" name="actionId" value={action.id} />
          <Button type="submit" name="intent" value="approveAction" size="sm" disabled={busy}>
            Approve
          </Button>
          <Button type="submit" name="intent" value="declineAction" size="sm" variant="secondary" disabled={busy}>
            Decline
          </Button>
        </fetcher.Form>
      ) : null}
      {error ? <p className="mt-2 text-red-600">{error}</p> : null}
    </section>
  );
}
