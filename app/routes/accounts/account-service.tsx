import { LifeBuoy } from "lucide-react";
import { serviceRequestTypeLabel } from "#domain/service-request.ts";
import { pageTitle } from "#app/components/area-page.tsx";
import { TabSection } from "#app/components/tab-section.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { RequestStateBadge } from "#app/components/servicing/request-state-badge.tsx";
import { formatCalendarDate, formatDate } from "#app/lib/format.ts";
import type { Route } from "./+types/account-service";

export { loader } from "./account-service.server.ts";
export const meta = () => pageTitle("Account service requests");

type Row = Route.ComponentProps["loaderData"]["nodes"][number];

const columns: DataTableColumn<Row>[] = [
  {
    key: "type",
    header: "Request Type",
    cell: (row) => <span className="font-medium text-neutral-900">{serviceRequestTypeLabel(row.type)}</span>,
  },
  { key: "status", header: "Status", className: "w-24", cell: (row) => <RequestStateBadge state={row.state} /> },
  {
    key: "assignee",
    header: "Assignee",
    className: "hidden md:table-cell",
    cell: (row) => row.assignee?.name ?? <span className="text-neutral-400">Unassigned</span>,
  },
  {
    key: "due",
    header: "Due Date",
    className: "hidden w-32 sm:table-cell",
    cell: (row) => (row.dueAt ? formatCalendarDate(row.dueAt) : "—"),
  },
  { key: "opened", header: "Opened At", className: "w-32", cell: (row) => formatDate(row.createdAt) },
];

/** Account → service: the account's requests, each opening its overview. */
export default function AccountService({ loaderData }: Route.ComponentProps) {
  const { nodes, page, pageSize, totalCount } = loaderData;
  return (
    <TabSection id="account-service-heading" title="Service requests">
      <DataTable
        label="Account service requests"
        columns={columns}
        rows={nodes}
        rowKey={(row) => row.id}
        rowHref={(row) => `/app/servicing/${row.id}/overview`}
        empty={
          <EmptyState
            icon={LifeBuoy}
            title="No service requests"
            description="Requests this client raises by phone, email or the portal appear here."
          />
        }
        footer={<Pagination page={page} pageSize={pageSize} total={totalCount} />}
      />
    </TabSection>
  );
}
