import type { MouseEvent, ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { PRESET_LABELS } from "#domain/workspace.ts";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { cn } from "#app/lib/cn.ts";
import { workspaceOwner, type WorkspaceRow, type WorkspaceRowGroup } from "./workspace-groups.ts";
import { WorkspaceStateBadge } from "./workspace-state-badge.tsx";
import { useNow, WorkspaceTime } from "./workspace-time.tsx";

const cell = "h-10 border-b border-neutral-100 px-3 py-2 align-middle text-neutral-700";
const head =
  "sticky top-0 z-10 h-9 border-b border-neutral-200 bg-neutral-50 px-3 text-left text-xs font-medium text-neutral-500";
const COLUMNS = [
  { key: "title", header: "Title", className: "" },
  { key: "client", header: "Client", className: "hidden w-48 md:table-cell" },
  { key: "preset", header: "Preset", className: "hidden w-44 lg:table-cell" },
  { key: "status", header: "Status", className: "w-24" },
  { key: "user", header: "User", className: "hidden w-40 lg:table-cell" },
  { key: "updated", header: "Updated", className: "hidden w-36 sm:table-cell" },
];
const muted = (text: string) => <span className="text-neutral-400">{text}</span>;

function Checkbox({
  label,
  checked,
  onChange,
  indeterminate = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  indeterminate?: boolean;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      ref={(input) => {
        if (input) input.indeterminate = indeterminate;
      }}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 cursor-pointer rounded border-neutral-300 accent-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600/40 focus-visible:outline-none"
    />
  );
}

function Row({
  row,
  selected,
  onSelect,
  now,
}: {
  row: WorkspaceRow;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  now: Date;
}) {
  const navigate = useNavigate();
  const href = `/app/workspaces/${row.id}`;
  const open = (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as HTMLElement).closest("a, button, input, select, label")) return;
    if (window.getSelection()?.toString()) return;
    if (event.metaKey || event.ctrlKey) window.open(href, "_blank", "noopener");
    else navigate(href);
  };
  const owner = workspaceOwner(row);
  return (
    <tr onClick={open} className={cn("group cursor-pointer hover:bg-neutral-50", selected && "bg-accent-50/60")}>
      <td className={cn(cell, "w-10 pr-0")}>
        <Checkbox label={`Select ${row.title}`} checked={selected} onChange={onSelect} />
      </td>
      <td className={cn(cell, COLUMNS[0]!.className)}>
        <Link
          to={href}
          prefetch="intent"
          className="block truncate rounded-sm font-medium text-neutral-900 outline-none focus-visible:ring-2 focus-visible:ring-accent-600/40"
        >
          {row.title}
        </Link>
        <span className="block truncate text-xs text-neutral-500 md:hidden">
          {[row.metadata.clientName, row.preset ? PRESET_LABELS[row.preset] : null].filter(Boolean).join(" · ") || null}
          <span className="sm:hidden">
            {row.metadata.clientName || row.preset ? " · " : null}
            <WorkspaceTime value={row.updatedAt} now={now} />
          </span>
        </span>
      </td>
      <td className={cn(cell, COLUMNS[1]!.className)}>
        <span className="block truncate">{row.metadata.clientName ?? muted("—")}</span>
      </td>
      <td className={cn(cell, COLUMNS[2]!.className)}>
        <span className="block truncate">{row.preset ? PRESET_LABELS[row.preset] : muted("—")}</span>
      </td>
      <td className={cn(cell, COLUMNS[3]!.className)}>
        <WorkspaceStateBadge state={row.state} />
      </td>
      <td className={cn(cell, COLUMNS[4]!.className)}>
        <span className="block truncate">{owner ?? muted("—")}</span>
      </td>
      <td className={cn(cell, COLUMNS[5]!.className)}>
        <WorkspaceTime value={row.updatedAt} now={now} />
      </td>
    </tr>
  );
}

/**
 * The workspaces as a table (UI.md lists): a checkbox per row for bulk archive, the title links to
 * the workspace, optional group headings, skeleton rows while loading.
 */
export function WorkspaceTable({
  groups,
  selected,
  onSelectionChange,
  loading,
  footer,
}: {
  /** One unnamed group when the list is not grouped. */
  groups: WorkspaceRowGroup[];
  selected: ReadonlySet<string>;
  onSelectionChange: (ids: Set<string>) => void;
  loading: boolean;
  footer?: ReactNode;
}) {
  const now = useNow();
  const ids = groups.flatMap((group) => group.rows.map((row) => row.id));
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const someSelected = ids.some((id) => selected.has(id));
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onSelectionChange(next);
  };
  return (
    <div className="overflow-hidden rounded-lg border border-neutral-200 bg-white">
      <div className="max-h-[calc(100vh-18rem)] min-h-0 overflow-auto">
        <table
          className="w-full table-fixed border-separate border-spacing-0 text-sm"
          aria-label="Workspaces"
          aria-busy={loading || undefined}
        >
          <thead>
            <tr>
              <th scope="col" className={cn(head, "w-10 pr-0")}>
                <Checkbox
                  label="Select all workspaces on this page"
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  onChange={(checked) => onSelectionChange(checked ? new Set(ids) : new Set())}
                />
              </th>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" className={cn(head, column.className)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          {loading ? (
            <tbody aria-hidden>
              {Array.from({ length: 8 }, (_, index) => (
                <tr key={index}>
                  <td className={cell} />
                  {COLUMNS.map((column) => (
                    <td key={column.key} className={cn(cell, column.className)}>
                      <Skeleton className={cn("h-4", index % 2 ? "w-2/3" : "w-1/2")} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ) : (
            groups.map((group) => (
              <tbody key={group.key}>
                {group.label ? (
                  <tr>
                    <th
                      scope="rowgroup"
                      colSpan={COLUMNS.length + 1}
                      className="border-b border-neutral-200 bg-neutral-50/70 px-3 py-1.5 text-left text-xs font-semibold text-neutral-700"
                    >
                      {group.label}{" "}
                      <span className="font-normal text-neutral-500 tabular-nums">({group.rows.length})</span>
                    </th>
                  </tr>
                ) : null}
                {group.rows.map((row) => (
                  <Row
                    key={row.id}
                    row={row}
                    now={now}
                    selected={selected.has(row.id)}
                    onSelect={(checked) => toggle(row.id, checked)}
                  />
                ))}
              </tbody>
            ))
          )}
        </table>
        {loading ? (
          <p role="status" aria-live="polite" className="px-4 py-3 text-sm text-neutral-500">
            Loading Cara workspaces...
          </p>
        ) : null}
      </div>
      {footer ? <div className="border-t border-neutral-200 px-4 py-2">{footer}</div> : null}
    </div>
  );
}
