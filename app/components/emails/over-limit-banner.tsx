import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { formatDate } from "#app/lib/format.ts";

export interface EmailTriageUsageView {
  used: number;
  limit: number | null;
  heldThisMonth: number;
  resetsAt: string;
  planMessage: string | null;
}

const count = (n: number) => n.toLocaleString("en-US");

/** Shown when this month's emails reached the plan's limit, or mail was held: stored and shown, not triaged. */
export const isOverEmailLimit = (usage: EmailTriageUsageView) =>
  usage.heldThisMonth > 0 || (usage.limit !== null && usage.used >= usage.limit);

/**
 * The Emails list's plan-limit banner (issue 30 item 10, docs/product/emails-screens.md): past
 * the plan's emails a month, mail is still stored and shown here but Cara does not triage it
 * (no request, no draft) until the meter starts again; what the plan includes and what lifts it.
 */
export function OverLimitBanner({ usage }: { usage: EmailTriageUsageView }) {
  if (!isOverEmailLimit(usage)) return null;
  const usedUp = usage.limit !== null && usage.used >= usage.limit;
  const held =
    usage.heldThisMonth === 1
      ? "1 message this month was kept without triage"
      : `${count(usage.heldThisMonth)} messages this month were kept without triage`;
  return (
    <section
      aria-label="Email plan limit"
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <AlertTriangle className="size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <h2 className="text-sm font-semibold">
          {usedUp ? "Your plan's emails for this month are used up" : "Some mail this month was not triaged"}
        </h2>
        <p className="text-sm opacity-80">
          {usage.limit !== null ? `Cara triaged ${count(usage.used)} of ${count(usage.limit)} emails this month. ` : ""}
          {usedUp
            ? `New mail is still stored and shown here, but Cara does not triage it or draft replies until ${formatDate(usage.resetsAt)}`
            : "Mail that arrived past the limit is stored and shown here, not triaged"}
          {usage.heldThisMonth > 0 ? ` (${held}).` : "."} {usage.planMessage ?? ""}
        </p>
      </div>
      <Button asChild size="sm" variant="secondary">
        <Link to="/app/settings/subscription">See plans</Link>
      </Button>
    </section>
  );
}
