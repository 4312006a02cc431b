import { Mail } from "lucide-react";
import { Outlet, useLocation } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table.tsx";
import { ThreadStateBadge, WaitingForBadge } from "#app/components/emails/email-badges.tsx";
import { OverLimitBanner } from "#app/components/emails/over-limit-banner.tsx";
import { useLiveEmailThreads } from "#app/components/emails/use-live-email-threads.ts";
import { EmptyState } from "#app/components/empty-state.tsx";
import { FilterLinks } from "#app/components/filter-links.tsx";
import { NoSearchMatch, useListReload } from "#app/components/list-page.tsx";
import { LiveBadge } from "#app/components/live-badge.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { OVER_PAGE } from "#app/components/route-sheet.tsx";
import { SearchInput } from "#app/components/search-input.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { formatDateTime } from "#app/lib/format.ts";
import { EMAIL_FILTERS } from "./email-filters.ts";
import type { EmailsPageData } from "./emails.server.ts";
import type { EmailsOutletContext } from "./thread.tsx";
import type { Route } from "./+types/emails";

export { loader } from "./emails.server.ts";
export const meta = () => pageTitle("Emails");

type Row = EmailsPageData["nodes"][number];

function DraftBadge({ row }: { row: Row }) {
  return row.draftCount > 0 ? (
    <Badge tone="amber" className="shrink-0">
      Draft to approve
    </Badge>
  ) : null;
}

/** On a phone the Customer column holds the subject and its marker too (the Subject column is hidden). */
const columns: DataTableColumn<Row>[] = [
  {
    key: "customer",
    header: "Customer",
    className: "w-full max-w-0 sm:w-56 sm:max-w-none",
    cell: (row) => (
      <span className="flex min-w-0 flex-col py-0.5 sm:w-56">
        <span className="truncate font-medium text-neutral-900">
          {row.accountName ?? row.fromName ?? row.fromEmail ?? "-"}
        </span>
        {row.fromEmail ? <span className="truncate text-xs text-neutral-500">{row.fromEmail}</span> : null}
        <span className="flex min-w-0 flex-col items-start gap-1 pt-0.5 sm:hidden">
          <span className="max-w-full truncate text-neutral-700">{row.subject || "(no subject)"}</span>
          <DraftBadge row={row} />
        </span>
      </span>
    ),
  },
  {
    key: "subject",
    header: "Subject",
    className: "hidden w-full max-w-0 sm:table-cell",
    cell: (row) => (
      <span className="flex min-w-0 items-center gap-2">
        <span className="truncate">{row.subject || "(no subject)"}</span>
        <DraftBadge row={row} />
      </span>
    ),
  },
  { key: "status", header: "Status", className: "w-24", cell: (row) => <ThreadStateBadge state={row.state} /> },
  {
    key: "waiting",
    header: "Waiting For",
    className: "hidden w-28 sm:table-cell",
    cell: (row) => <WaitingForBadge waitingFor={row.waitingFor} />,
  },
  {
    key: "updated",
    header: "Last Update",
    className: "hidden w-48 md:table-cell tabular-nums",
    cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.updatedAt)}</span>,
  },
];

/**
 * Emails (docs/product/emails-screens.md): the agency's email threads, searched and filtered on
 * the server, paged with a count up to a limit (ADR 048), refreshed live when a thread changes;
 * a row opens the 'Email Thread' slide-out (also refreshed by this page's subscription).
 */
export default function Emails({ loaderData }: Route.ComponentProps) {
  const { q, filter, nodes, totalCount, totalCountCapped, page, pageSize, usage } = loaderData;
  const { search } = useLocation();
  const { reloading, showSkeleton } = useListReload();
  const live = useLiveEmailThreads(() => true);
  const empty = q ? (
    <NoSearchMatch
      title="No email threads found"
      description={`No thread matches “${q}”. Search by subject, sender, address or account.`}
    />
  ) : (
    <EmptyState
      icon={Mail}
      title="No email threads found"
      description={
        filter === "ALL"
          ? "Mail your clients send to the agency's inbound address appears here."
          : "No thread matches this filter."
      }
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Emails" description="Email threads handled by Cara" actions={<LiveBadge status={live} />} />
      <OverLimitBanner usage={usage} />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="min-w-0 flex-1">
          <SearchInput
            label="Search email threads"
            placeholder="Search subject, sender, account…"
            pending={reloading}
          />
        </div>
        <FilterLinks
          label="Filter"
          param="filter"
          options={EMAIL_FILTERS}
          value={filter}
          defaultValue="ALL"
          pathname="/app/emails"
        />
      </div>
      <DataTable
        label="Email threads"
        columns={columns}
        rows={nodes}
        rowKey={(row) => row.id}
        rowHref={(row) => `/app/emails/${row.id}${search}`}
        rowState={OVER_PAGE}
        loading={showSkeleton}
        loadingLabel="Loading email threads..."
        empty={empty}
        footer={<Pagination page={page} pageSize={pageSize} total={totalCount} totalCapped={totalCountCapped} />}
      />
      <Outlet context={{ live } satisfies EmailsOutletContext} />
    </div>
  );
}
