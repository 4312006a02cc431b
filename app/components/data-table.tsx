import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { AreaLink, useLinkArea } from "./link-area.tsx";
import { Skeleton } from "./ui/skeleton.tsx";

/** One column: its header and how a row renders in it. The first column holds the row's link. */
export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-align numbers and money. */
  align?: "left" | "right";
  /** Width/visibility classes for the header and cells, e.g. "w-40 hidden md:table-cell". */
  className?: string;
}

/**
 * A list as a table (UI.md): sticky header, ~40px rows, the whole row opens `rowHref`
 * (the first cell is a real link, so keyboard and ctrl-click work; one link area for all rows,
 * not a <Link> per row: ADR 050), skeleton rows with a
 * spoken label while loading, and the caller's empty state when there are no rows.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowHref,
  rowState,
  loading = false,
  loadingLabel = "Loading...",
  skeletonRows = 8,
  empty,
  footer,
  className,
}: {
  /** Accessible name of the table, e.g. "Accounts". */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  rowHref?: (row: Row) => string;
  /** History state of the row's navigation (e.g. OVER_PAGE when the row opens a slide-out over the list). */
  rowState?: unknown;
  /** Shows skeleton rows (and `loadingLabel` to screen readers) in place of the rows. */
  loading?: boolean;
  loadingLabel?: string;
  skeletonRows?: number;
  /** Shown instead of the table when there are no rows and nothing is loading. */
  empty?: ReactNode;
  /** Under the table, e.g. the pagination. */
  footer?: ReactNode;
  className?: string;
}) {
  const navigate = useNavigate();
  const links = useLinkArea({ state: rowState });
  if (!loading && rows.length === 0 && empty) return <>{empty}</>;

  function openRow(event: MouseEvent<HTMLTableRowElement>, href: string) {
    const target = event.target as HTMLElement;
    if (target.closest("a, button, input, select, textarea, [role=menuitem]")) return;
    if (window.getSelection()?.toString()) return; // selecting text is not a click
    if (event.metaKey || event.ctrlKey || event.button === 1) window.open(href, "_blank", "noopener");
    else navigate(href, { state: rowState });
  }

  const alignClass = (column: DataTableColumn<Row>) =>
    column.align === "right" ? "text-right tabular-nums" : "text-left";
  // merged once per column, not once per cell (tailwind-merge is not free; ADR 018)
  const cellClasses = columns.map((column) =>
    cn(
      "h-10 border-b border-neutral-100 px-4 py-2 align-middle text-neutral-700 group-last:border-b-0",
      alignClass(column),
      column.className,
    ),
  );
  const rowClass = cn("group", rowHref && "cursor-pointer hover:bg-neutral-50");
  return (
    <div className={cn("overflow-hidden rounded-lg border border-neutral-200 bg-white", className)} {...links.handlers}>
      <div className="max-h-[calc(100vh-16rem)] min-h-0 overflow-auto">
        <table
          className="w-full border-separate border-spacing-0 text-sm"
          aria-label={label}
          aria-busy={loading || undefined}
        >
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cn(
                    "sticky top-0 z-10 h-9 border-b border-neutral-200 bg-neutral-50 px-4 text-xs font-medium text-neutral-500",
                    alignClass(column),
                    column.className,
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  <tr key={index} aria-hidden>
                    {columns.map((column) => (
                      <td key={column.key} className={cn("h-10 border-b border-neutral-100 px-4", column.className)}>
                        <Skeleton className={cn("h-4", index % 2 ? "w-2/3" : "w-1/2")} />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => {
                  const href = rowHref?.(row);
                  return (
                    <tr
                      key={rowKey(row)}
                      onClick={href ? (event) => openRow(event, href) : undefined}
                      className={href ? rowClass : "group"}
                    >
                      {columns.map((column, index) => (
                        <td key={column.key} className={cellClasses[index]}>
                          {index === 0 && href ? (
                            <AreaLink
                              href={href}
                              className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-accent-600/40"
                            >
                              {column.cell(row)}
                            </AreaLink>
                          ) : (
                            column.cell(row)
                          )}
                        </td>
                      ))}
                    </tr>
                  );
                })}
          </tbody>
        </table>
        {loading ? (
          <p role="status" aria-live="polite" className="px-4 py-3 text-sm text-neutral-500">
            {loadingLabel}
          </p>
        ) : null}
      </div>
      {footer ? <div className="border-t border-neutral-200 px-4 py-2">{footer}</div> : null}
      {links.prefetch}
    </div>
  );
}
