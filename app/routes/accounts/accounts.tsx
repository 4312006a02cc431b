import { Building2, Plus } from "lucide-react";
import { Link, Outlet, useLocation } from "react-router";
import { AccountTypeBadge } from "#app/components/accounts/account-type-badge.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { NoSearchMatch, useListReload } from "#app/components/list-page.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { SearchInput } from "#app/components/search-input.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { AccountsPageData } from "./accounts.server.ts";
import type { Route } from "./+types/accounts";

export { loader } from "./accounts.server.ts";
export const meta = () => pageTitle("Accounts");

type Row = AccountsPageData["nodes"][number];

const columns: DataTableColumn<Row>[] = [
  {
    key: "name",
    header: "Name",
    cell: (row) => (
      <span className="flex min-w-0 flex-col py-0.5">
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate font-medium text-neutral-900">{row.account.name}</span>
          <AccountTypeBadge type={row.type} />
        </span>
        {row.account.email ? <span className="truncate text-xs text-neutral-500">{row.account.email}</span> : null}
      </span>
    ),
  },
  {
    key: "address",
    header: "Address",
    className: "hidden w-[40%] sm:table-cell",
    cell: (row) => <span className="block truncate">{row.account.mailingAddress?.line1 ?? "—"}</span>,
  },
];

/**
 * Accounts (docs/product/accounts-and-contacts.md): the agency's clients, filtered on the server as
 * you type, a page at a time.
 */
export default function Accounts({ loaderData }: Route.ComponentProps) {
  const { q, nodes, totalCount, totalCountCapped, page, pageSize } = loaderData;
  const location = useLocation();
  const { reloading, showSkeleton } = useListReload();
  const createAccount = (
    <Button asChild>
      <Link to={{ pathname: "new", search: location.search }} preventScrollReset>
        <Plus aria-hidden />
        Create Account
      </Link>
    </Button>
  );
  const empty = q ? (
    <NoSearchMatch
      title="No accounts found"
      description={`No account matches “${q}”. Check the spelling or search by another field.`}
    />
  ) : (
    <EmptyState
      icon={Building2}
      title="No accounts found"
      description="Create an account for each business or individual you insure."
      action={createAccount}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Accounts" description="Your business and individual clients." actions={createAccount} />
      <SearchInput label="Search accounts" placeholder="Search name, email, phone, address…" pending={reloading} />
      <DataTable
        label="Accounts"
        columns={columns}
        rows={nodes}
        rowKey={(row) => row.id}
        rowHref={(row) => `/app/accounts/${row.id}`}
        loading={showSkeleton}
        loadingLabel="Loading accounts..."
        empty={empty}
        footer={<Pagination page={page} pageSize={pageSize} total={totalCount} totalCapped={totalCountCapped} />}
      />
      <Outlet />
    </div>
  );
}
