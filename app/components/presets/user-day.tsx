import { CalendarClock, CalendarX2, LifeBuoy, Sparkles, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { EXPIRING_WINDOWS } from "#domain/user-day.ts";
import { serviceRequestTypeLabel } from "#domain/service-request.ts";
import { IdempotencyField } from "#app/components/action-form.tsx";
import { replyError } from "#app/components/copilot/reply-error.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatCalendarDate } from "#app/lib/format.ts";

interface AccountName {
  id: string;
  account: { name: string };
}
export interface DayRequest {
  id: string;
  type: string;
  clientName: string | null;
  dueAt: string | null;
  account: AccountName | null;
}
export interface DayPolicy {
  id: string;
  typeName: string;
  policyNumber: string | null;
  expiresAt: string | null;
  account: AccountName;
  cancellation?: { effectiveAt: string } | null;
}
export interface Day {
  today: string;
  expiringWithinDays: number;
  dueRequests: { totalCount: number; nodes: DayRequest[] };
  expiringPolicies: { totalCount: number; nodes: DayPolicy[] };
  pendingCancellations: { totalCount: number; nodes: DayPolicy[] };
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((new Date(to).getTime() - new Date(from).getTime()) / DAY_MS);

/**
 * "Your day" under the presets (docs/product/home-and-presets.md): the user's requests due today or
 * overdue, the agency's policies expiring without a renewal (30/60/90 days) and its pending
 * cancellations; each row opens its record, and Open in Copilot starts a workspace from it.
 */
export function UserDay({ day }: { day: Day }) {
  const { dueRequests, expiringPolicies, pendingCancellations } = day;
  return (
    <section aria-labelledby="your-day" className="flex flex-col gap-4">
      <div>
        <h2 id="your-day" className="text-base font-semibold text-neutral-900">
          Your day
        </h2>
        <p className="text-sm text-neutral-500">{formatCalendarDate(day.today)}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <DayList
          title="Due today or overdue"
          icon={LifeBuoy}
          count={dueRequests.totalCount}
          shown={dueRequests.nodes.length}
          empty="No requests due today. Requests assigned to you show here on their due date."
          more={
            <Link to="/app/servicing?status=OPEN" className="font-medium text-accent-700 hover:underline">
              View all open requests
            </Link>
          }
        >
          {dueRequests.nodes.map((request) => {
            const late = request.dueAt ? daysBetween(request.dueAt, day.today) : 0;
            return (
              <DayRow
                key={request.id}
                to={`/app/servicing/${request.id}/overview`}
                title={serviceRequestTypeLabel(request.type)}
                detail={request.account?.account.name ?? request.clientName ?? "No client"}
                when={late > 0 ? `Overdue · ${formatCalendarDate(request.dueAt!)}` : "Due today"}
                urgent={late > 0}
                copilot={
                  <Button asChild variant="ghost" size="sm">
                    <Link
                      to={`/app/servicing/${request.id}/copilot`}
                      aria-label="Open in Copilot"
                      title="Open in Copilot"
                    >
                      <Sparkles aria-hidden />
                      <span className="sr-only">Open in Copilot</span>
                    </Link>
                  </Button>
                }
              />
            );
          })}
        </DayList>
        <DayList
          title="Expiring without a renewal"
          icon={CalendarClock}
          count={expiringPolicies.totalCount}
          shown={expiringPolicies.nodes.length}
          empty={`No policies expire in the next ${day.expiringWithinDays} days without a renewal.`}
          filter={<WindowChoice current={day.expiringWithinDays} />}
        >
          {expiringPolicies.nodes.map((policy) => (
            <PolicyRow
              key={policy.id}
              policy={policy}
              when={policy.expiresAt ? formatCalendarDate(policy.expiresAt) : ""}
              note={policy.expiresAt ? expiresIn(daysBetween(day.today, policy.expiresAt)) : null}
              urgent={policy.expiresAt ? daysBetween(day.today, policy.expiresAt) <= 7 : false}
            />
          ))}
        </DayList>
        <DayList
          title="Pending cancellations"
          icon={CalendarX2}
          count={pendingCancellations.totalCount}
          shown={pendingCancellations.nodes.length}
          empty="No cancellations are waiting to take effect."
        >
          {pendingCancellations.nodes.map((policy) => (
            <PolicyRow
              key={policy.id}
              policy={policy}
              when={policy.cancellation ? formatCalendarDate(policy.cancellation.effectiveAt) : ""}
              note="cancels"
              urgent
            />
          ))}
        </DayList>
      </div>
    </section>
  );
}

const expiresIn = (days: number) =>
  days <= 0 ? "expires today" : days === 1 ? "expires tomorrow" : `expires in ${days} days`;

function WindowChoice({ current }: { current: number }) {
  return (
    <div role="group" aria-label="Expiring within" className="flex rounded-md border border-neutral-200 p-0.5">
      {EXPIRING_WINDOWS.map((days) => (
        <Link
          key={days}
          to={days === 30 ? "/app/home" : `/app/home?expiring=${days}`}
          preventScrollReset
          replace
          aria-current={days === current ? "true" : undefined}
          aria-label={`${days} days`}
          className={cn(
            "rounded px-2 py-0.5 text-xs font-medium tabular-nums focus-visible:ring-2 focus-visible:ring-accent-600/40 focus-visible:outline-none",
            days === current ? "bg-neutral-900 text-white" : "text-neutral-600 hover:bg-neutral-100",
          )}
        >
          {days}d
        </Link>
      ))}
    </div>
  );
}

function DayList({
  title,
  icon: Icon,
  count,
  shown,
  empty,
  filter,
  more,
  children,
}: {
  title: string;
  icon: LucideIcon;
  count: number;
  shown: number;
  empty: string;
  filter?: ReactNode;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col rounded-lg border border-neutral-200 bg-white">
      <header className="flex min-h-11 items-center gap-2 border-b border-neutral-200 px-3 py-2">
        <Icon className="size-4 shrink-0 text-neutral-500" aria-hidden />
        <h3 className="min-w-0 flex-1 truncate text-sm font-medium text-neutral-900">{title}</h3>
        <span className="text-xs text-neutral-500 tabular-nums">{count}</span>
        {filter}
      </header>
      {shown === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-neutral-500">{empty}</p>
      ) : (
        <ul className="divide-y divide-neutral-100">{children}</ul>
      )}
      {count > shown ? (
        <p className="mt-auto border-t border-neutral-200 px-3 py-2 text-xs text-neutral-500">
          Showing {shown} of {count}
          {more ? <> · {more}</> : null}
        </p>
      ) : null}
    </section>
  );
}

function DayRow({
  to,
  title,
  detail,
  when,
  urgent,
  copilot,
}: {
  to: string;
  title: string;
  detail: string;
  when: string;
  urgent: boolean;
  copilot: ReactNode;
}) {
  return (
    <li className="flex items-center gap-2 px-3 py-2 hover:bg-neutral-50">
      <Link
        to={to}
        className="min-w-0 flex-1 rounded focus-visible:ring-2 focus-visible:ring-accent-600/40 focus-visible:outline-none"
      >
        <span className="flex items-baseline gap-2">
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-neutral-900">{detail}</span>
          <span
            className={cn(
              "shrink-0 text-xs whitespace-nowrap tabular-nums",
              urgent ? "font-medium text-red-700" : "text-neutral-600",
            )}
          >
            {when}
          </span>
        </span>
        <span className="block truncate text-xs text-neutral-500">{title}</span>
      </Link>
      {copilot}
    </li>
  );
}

function PolicyRow({
  policy,
  when,
  note,
  urgent,
}: {
  policy: DayPolicy;
  when: string;
  note: string | null;
  urgent: boolean;
}) {
  return (
    <DayRow
      to={`/app/policies/${policy.id}/overview`}
      title={[[policy.typeName, policy.policyNumber].filter(Boolean).join(" "), note].filter(Boolean).join(" · ")}
      detail={policy.account.account.name}
      when={when}
      urgent={urgent}
      copilot={<PolicyCopilot policyId={policy.id} />}
    />
  );
}

/** Open in Copilot for a policy: Explore a Policy on its account with its documents (POST, then the workspace). */
function PolicyCopilot({ policyId }: { policyId: string }) {
  const fetcher = useFetcher({ key: `policy-copilot:${policyId}` });
  const error = fetcher.state === "idle" ? replyError(fetcher.data) : undefined;
  return (
    <fetcher.Form method="post" action={`/app/home/policies/${policyId}/copilot`} className="flex items-center gap-1">
      <IdempotencyField renew={fetcher.data} />
      {error ? (
        <span role="alert" className="max-w-32 truncate text-xs text-red-700" title={error}>
          {error}
        </span>
      ) : null}
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        pending={fetcher.state !== "idle"}
        aria-label="Open in Copilot"
        title="Open in Copilot"
      >
        {fetcher.state !== "idle" ? null : <Sparkles aria-hidden />}
        <span className="sr-only">Open in Copilot</span>
      </Button>
    </fetcher.Form>
  );
}
