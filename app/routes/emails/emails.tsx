import { Mail } from "lucide-react";
import { Link, Outlet, useLocation } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { NoSearchMatch, useListReload } from "#app/components/list-page.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { OVER_PAGE } from "#app/components/route-sheet.tsx";
import { SearchInput } from "#app/components/search-input.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime } from "#app/lib/format.ts";
import { ThreadStateBadge, WaitingForBadge } from "./email-badges.tsx";
import { EMAIL_FILTERS, type EmailFilter } from "./email-filters.ts";
import type { EmailsPageData } from "./emails.server.ts";
import type { Route } from "./+types/emails";

export { loader } from "./emails.server.ts";
export const meta = () => pageTitle("Emails");

type Row = EmailsPageData["nodes"][number];

const columns: DataTableColumn<Row>[] = [
  {
    key: "customer",
    header: "Customer",
    className: "w-40 sm:w-56",
    cell: (row) => (
      <span className="flex w-40 min-w-0 flex-col py-0.5 sm:w-56">
        <span className="truncate font-medium text-neutral-900">
          {row.accountName ?? row.fromName ?? row.fromEmail ?? "-"}
        </span>
        {row.fromEmail ? <span className="truncate text-xs text-neutral-500">{row.fromEmail}</span> : null}
      </span>
    ),
  },
  {
    key: "subject",
    header: "Subject",
    className: "w-full max-w-0",
    cell: (row) => (
      <span className="flex min-w-0 items-center gap-2">
        <span className="truncate">{row.subject || "(no subject)"}</span>
        {row.draftCount > 0 ? (
          <Badge tone="amber" className="shrink-0">
            Draft to approve
          </Badge>
        ) : null}
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

/** The filters as links (URL-held, works without JavaScript); changing one starts at page 1. */
function FilterLinks({ value }: { value: EmailFilter }) {
  const location = useLocation();
  const hrefFor = (filter: EmailFilter) => {
    const params = new URLSearchParams(location.search);
    params.delete("page");
    if (filter === "ALL") params.delete("filter");
    else params.set("filter", filter.toLowerCase());
    const search = params.toString();
    return { pathname: "/app/emails", search: search ? `?${search}` : "" };
  };
  return (
    <nav
      aria-label="Filter"
      className="flex max-w-full shrink-0 overflow-x-auto rounded-md border border-neutral-200 bg-white p-0.5"
    >
      {EMAIL_FILTERS.map((option) => (
        <Link
          key={option.value}
          to={hrefFor(option.value)}
          replace
          preventScrollReset
          aria-current={option.value === value ? "page" : undefined}
          className={cn(
            "rounded px-3 py-1 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-accent-600/40",
            option.value === value ? "bg-neutral-900 text-white" : "text-neutral-600 hover:text-neutral-900",
          )}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * Emails (docs/product/emails-screens.md): the agency's email threads, searched and filtered on
 * the server, paged with a count up to a limit (ADR 048); a row opens the 'Email Thread' slide-out.
 */
export default function Emails({ loaderData }: Route.ComponentProps) {
  const { q, filter, nodes, totalCount, totalCountCapped, page, pageSize } = loaderData;
  const { search } = useLocation();
  const { reloading, showSkeleton } = useListReload();
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
      <PageHeader title="Emails" description="Email threads handled by Cara" />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="min-w-0 flex-1">
          <SearchInput
            label="Search email threads"
            placeholder="Search subject, sender, account…"
            pending={reloading}
          />
        </div>
        <FilterLinks value={filter} />
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
      <Outlet />
    </div>
  );
}
