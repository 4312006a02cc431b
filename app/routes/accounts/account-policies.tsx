import { Plus, ShieldCheck, UserRound } from "lucide-react";
import { Link } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { TabSection } from "#app/components/tab-section.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { PolicyStateBadge } from "#app/components/policy-state-badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatMoneyExact } from "#app/lib/format.ts";
import type { Route } from "./+types/account-policies";

export { loader } from "./account-policies.server.ts";
export const meta = () => pageTitle("Account policies");

type Row = Route.ComponentProps["loaderData"]["policies"][number];

const utcDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

const columns: DataTableColumn<Row>[] = [
  {
    key: "type",
    header: "Type",
    cell: (row) => (
      <span className="flex min-w-0 flex-col py-0.5">
        <span className="truncate font-medium text-neutral-900">{row.typeName}</span>
        <span className="truncate text-xs text-neutral-500 tabular-nums">
          {row.policyNumber ?? (row.quoteNumber ? `Quote ${row.quoteNumber}` : "No policy number")}
        </span>
      </span>
    ),
  },
  {
    key: "status",
    header: "Status",
    className: "w-48",
    cell: (row) => <PolicyStateBadge state={row.state} cancellationPending={row.actions.cancellationPending} />,
  },
  {
    key: "carrier",
    header: "Carrier",
    className: "hidden md:table-cell",
    cell: (row) => <span className="block truncate">{row.carrier?.name ?? "—"}</span>,
  },
  {
    key: "expires",
    header: "Expires",
    className: "hidden w-32 sm:table-cell",
    cell: (row) => (row.expiresAt ? utcDate.format(new Date(row.expiresAt)) : "—"),
  },
  {
    key: "premium",
    header: "Premium",
    align: "right",
    className: "w-32",
    cell: (row) => formatMoneyExact(row.pricing.premium),
  },
];

/** Account → policies: the account's business policies and Add Policy. */
export default function AccountPolicies({ loaderData }: Route.ComponentProps) {
  const { accountId, type, policies } = loaderData;
  if (type === "INDIVIDUAL") {
    return (
      <EmptyState
        icon={UserRound}
        title="Personal policies are not supported yet"
        description="Policies can be logged for business accounts."
      />
    );
  }
  const addPolicy = (
    <Button asChild>
      <Link to={`/app/policies/new?accountId=${accountId}`}>
        <Plus aria-hidden />
        Add Policy
      </Link>
    </Button>
  );
  return (
    <TabSection id="account-policies-heading" title="Policies" action={policies.length > 0 ? addPolicy : null}>
      <DataTable
        label="Account policies"
        columns={columns}
        rows={policies}
        rowKey={(row) => row.id}
        rowHref={(row) => `/app/policies/${row.id}/overview`}
        empty={
          <EmptyState
            icon={ShieldCheck}
            title="No policies"
            description="Log the policies you placed for this account."
            action={addPolicy}
          />
        }
      />
    </TabSection>
  );
}
