import { LifeBuoy } from "lucide-react";
import { serviceRequestTypeLabel } from "#domain/service-request.ts";
import { pageTitle } from "#app/components/area-page.tsx";
import { NoSearchMatch, useListReload } from "#app/components/list-page.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { SearchInput } from "#app/components/search-input.tsx";
import { customerName, RequestStateBadge } from "#app/components/servicing/request-state-badge.tsx";
import { StatusFilterLinks } from "#app/components/servicing/status-filter.tsx";
import { formatCalendarDate, formatDateTime } from "#app/lib/format.ts";
import type { ServicingPageData } from "./servicing.server.ts";
import type { Route } from "./+types/servicing";

export { loader } from "./servicing.server.ts";
export const meta = () => pageTitle("Servicing");

type Row = ServicingPageData["nodes"][number];

const columns: DataTableColumn<Row>[] = [
  {
    key: "customer",
    header: "Customer",
    className: "w-full max-w-0",
    cell: (row) => (
      <span className="flex min-w-0 flex-col py-0.5">
        <span className="truncate font-medium text-neutral-900">{customerName(row)}</span>
        {row.clientEmail ? <span className="truncate text-xs text-neutral-500">{row.clientEmail}</span> : null}
      </span>
    ),
  },
  { key: "status", header: "Status", className: "w-24", cell: (row) => <RequestStateBadge state={row.state} /> },
  {
    key: "type",
    header: "Request Type",
    className: "hidden w-48 md:table-cell",
    cell: (row) => <span className="block truncate">{serviceRequestTypeLabel(row.type)}</span>,
  },
  {
    key: "assignee",
    header: "Assignee",
    className: "hidden w-40 lg:table-cell",
    cell: (row) =>
      row.assignee ? (
        <span className="block truncate">{row.assignee.name}</span>
      ) : (
        <span className="text-neutral-400">Unassigned</span>
      ),
  },
  {
    key: "due",
    header: "Due Date",
    className: "hidden w-36 whitespace-nowrap sm:table-cell tabular-nums",
    cell: (row) => (row.dueAt ? formatCalendarDate(row.dueAt) : <span className="text-neutral-400">—</span>),
  },
  {
    key: "opened",
    header: "Opened At",
    className: "hidden w-48 xl:table-cell tabular-nums",
    cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createdAt)}</span>,
  },
];

/** Servicing (docs/product/servicing.md): the agency's service requests, filtered by text and status on the server. */
export default function Servicing({ loaderData }: Route.ComponentProps) {
  const { q, status, nodes, totalCount, totalCountCapped, page, pageSize } = loaderData;
  const { reloading, showSkeleton } = useListReload();
  const empty = q ? (
    <NoSearchMatch
      title="No service requests found"
      description={`No request matches “${q}”. Search by customer, email, phone, details or assignee.`}
    />
  ) : (
    <EmptyState
      icon={LifeBuoy}
      title="No service requests found"
      description="Your clients haven't made any service requests yet."
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Servicing" description="Service requests from your customers" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <SearchInput
            label="Search service requests"
            placeholder="Search customer, email, details, assignee…"
            pending={reloading}
          />
        </div>
        <StatusFilterLinks value={status} />
      </div>
      <DataTable
        label="Service requests"
        columns={columns}
        rows={nodes}
        rowKey={(row) => row.id}
        rowHref={(row) => `/app/servicing/${row.id}/overview`}
        loading={showSkeleton}
        loadingLabel="Loading service requests..."
        empty={empty}
        footer={<Pagination page={page} pageSize={pageSize} total={totalCount} totalCapped={totalCountCapped} />}
      />
    </div>
  );
}
