import { Plus, ShieldCheck } from "lucide-react";
import { Link, Outlet, useLocation } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { NoSearchMatch, useListReload } from "#app/components/list-page.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { PolicyStateBadge } from "#app/components/policy-state-badge.tsx";
import { SearchInput } from "#app/components/search-input.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { PoliciesPageData } from "./policies.server.ts";
import type { Route } from "./+types/policies";

export { loader } from "./policies.server.ts";
export const meta = () => pageTitle("Policies");

type Row = PoliciesPageData["nodes"][number];

const columns: DataTableColumn<Row>[] = [
  {
    key: "account",
    header: "Account",
    className: "w-full max-w-0",
    cell: (row) => (
      <span className="flex min-w-0 flex-col py-0.5">
        <span className="truncate font-medium text-neutral-900">{row.account.account.name}</span>
        {row.account.account.email ? (
          <span className="truncate text-xs text-neutral-500">{row.account.account.email}</span>
        ) : null}
      </span>
    ),
  },
  { key: "status", header: "Status", className: "w-32", cell: (row) => <PolicyStateBadge state={row.state} /> },
  {
    key: "type",
    header: "Type",
    className: "hidden w-56 md:table-cell",
    cell: (row) => <span className="block truncate">{row.typeName}</span>,
  },
  {
    key: "carrier",
    header: "Carrier",
    className: "hidden w-[30%] sm:table-cell",
    cell: (row) => (
      <span className="flex min-w-0 flex-col py-0.5">
        <span className="truncate text-neutral-900">{row.carrier?.name ?? "—"}</span>
        <span className="truncate text-xs text-neutral-500 tabular-nums">
          {row.policyNumber ?? (row.quoteNumber ? `Quote ${row.quoteNumber}` : "No policy number")}
        </span>
      </span>
    ),
  },
];

/**
 * Policies (docs/product/policies.md): every business policy of the agency, searched on the server,
 * a page at a time.
 */
export default function Policies({ loaderData }: Route.ComponentProps) {
  const { q, nodes, totalCount, totalCountCapped, page, pageSize } = loaderData;
  const location = useLocation();
  const { reloading, showSkeleton } = useListReload();
  const createPolicy = (
    <Button asChild>
      <Link to={{ pathname: "/app/policies/new", search: location.search }} preventScrollReset>
        <Plus aria-hidden />
        Create Policy
      </Link>
    </Button>
  );
  const empty = q ? (
    <NoSearchMatch
      title="No policies found"
      description={`No policy matches “${q}”. Search by account name or email, policy or quote number, or carrier.`}
    />
  ) : (
    <EmptyState
      icon={ShieldCheck}
      title="No policies found"
      description="Log the business policies you place for your accounts."
      action={createPolicy}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Policies" description="Business policies across your accounts." actions={createPolicy} />
      <SearchInput label="Search policies" placeholder="Search account, policy number, carrier…" pending={reloading} />
      <DataTable
        label="Policies"
        columns={columns}
        rows={nodes}
        rowKey={(row) => row.id}
        rowHref={(row) => `/app/policies/${row.id}/overview`}
        loading={showSkeleton}
        loadingLabel="Loading policies..."
        empty={empty}
        footer={<Pagination page={page} pageSize={pageSize} total={totalCount} totalCapped={totalCountCapped} />}
      />
      <Outlet />
    </div>
  );
}
