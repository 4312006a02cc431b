import {
  AlertTriangle,
  ArrowRight,
  Ban,
  ChevronLeft,
  Pencil,
  RefreshCw,
  RotateCcw,
  Trash2,
  type LucideIcon,
} from "lucide-react";
import { Link, Outlet } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { PolicyStateBadge } from "#app/components/policy-state-badge.tsx";
import { TabsNav } from "#app/components/tabs-nav.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { MoreMenu, type MoreMenuItem } from "#app/components/more-menu.tsx";
import { formatMoneyExact } from "#app/lib/format.ts";
import { policyDate, type PolicyOutletContext } from "./policy-context.ts";
import type { Route } from "./+types/policy";

export { loader } from "./policy.server.ts";
export const meta = ({ data }: Route.MetaArgs) =>
  pageTitle(data ? `${data.policy.typeName} · ${data.policy.account.account.name}` : "Policy");

type DialogName = "cancel" | "reinstate" | "renew" | "delete";

/** Policy detail: header, notices, Edit and the More menu (docs/product/policies.md), tabs. */
export default function Policy({ loaderData }: Route.ComponentProps) {
  const { policy, today } = loaderData;
  // The More menu's dialogs are child routes over the overview.
  const open = (name: DialogName) => `/app/policies/${policy.id}/${name}`;
  const { actions } = policy;
  const person = policy.agencyUser?.name ?? policy.account.primaryContact?.name;
  const newer = policy.renewal.nextPolicies[0];
  const allowed = {
    cancel: actions.canCancel,
    reinstate: actions.canReinstate,
    renew: actions.canRenew,
    delete: actions.canDelete,
  };
  const item = (name: DialogName, label: string, icon: LucideIcon, extra: Partial<MoreMenuItem> = {}) => ({
    label,
    icon,
    to: open(name),
    disabled: !allowed[name],
    ...extra,
  });
  return (
    <div className="flex flex-col gap-5">
      <Link
        to="/app/policies"
        className="-mb-2 inline-flex w-fit items-center gap-1 text-sm text-neutral-500 hover:text-neutral-900"
      >
        <ChevronLeft className="size-4" aria-hidden />
        Policies
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-neutral-500">
            <Link
              to={`/app/accounts/${policy.account.id}/policies`}
              className="font-medium text-neutral-700 hover:underline"
            >
              {policy.account.account.name}
            </Link>
            {person ? <span> · {person}</span> : null}
          </p>
          <h1 className="mt-1 flex flex-wrap items-center gap-2 text-xl font-semibold tracking-tight text-neutral-900">
            {policy.typeName}
            {policy.policyNumber ? (
              <span className="font-normal text-neutral-500 tabular-nums">{policy.policyNumber}</span>
            ) : null}
            <PolicyStateBadge state={policy.state} cancellationPending={actions.cancellationPending} />
          </h1>
          <p className="mt-1 text-sm text-neutral-500 tabular-nums">
            Premium <span className="font-medium text-neutral-900">{formatMoneyExact(policy.pricing.premium)}</span>
            {" · "}Expires <span className="font-medium text-neutral-900">{policyDate(policy.expiresAt)}</span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Button asChild variant="secondary">
            <Link to={`/app/policies/${policy.id}/edit`} preventScrollReset>
              <Pencil aria-hidden />
              Edit
            </Link>
          </Button>
          <MoreMenu
            compactLabel
            items={[
              item("renew", "Renew", RefreshCw),
              item("cancel", "Cancel", Ban),
              item("reinstate", "Reinstate", RotateCcw),
              item("delete", "Delete", Trash2, { destructive: true, separated: true }),
            ]}
          />
        </div>
      </header>
      {actions.cancellationPending && policy.cancellation ? (
        <section
          aria-label="Cancellation Pending"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm"
        >
          <p className="flex items-start gap-2 text-amber-900">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              <strong className="font-semibold">Cancellation Pending</strong> — canceled effective{" "}
              {policyDate(policy.cancellation.effectiveAt)}; the policy stays{" "}
              {policy.state === "INFORCE" ? "in force" : policy.state.toLowerCase()} until then.
            </span>
          </p>
          {actions.canReinstate ? (
            <Button asChild variant="secondary" size="sm">
              <Link to={open("reinstate")} preventScrollReset>
                <RotateCcw aria-hidden />
                Reinstate
              </Link>
            </Button>
          ) : null}
        </section>
      ) : null}
      {newer ? (
        <section
          aria-label="Newer policy version available"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
        >
          <p>
            <strong className="font-semibold">Newer policy version available</strong> — this policy was renewed
            {newer.policyNumber ? ` as ${newer.policyNumber}` : ""}.
          </p>
          <Button asChild variant="secondary" size="sm">
            <Link to={`/app/policies/${newer.id}/overview`}>
              Open the newer policy
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </section>
      ) : null}
      <TabsNav
        label="Policy"
        tabs={[
          { to: "overview", label: "Overview" },
          { to: "documents", label: "Documents" },
          { to: "history", label: "History" },
        ]}
      />
      <Outlet context={{ policy, today } satisfies PolicyOutletContext} />
    </div>
  );
}
