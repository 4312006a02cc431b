import { Pencil } from "lucide-react";
import { Link } from "react-router";
import type { DataTableColumn } from "#app/components/data-table.tsx";
import { OVER_PAGE } from "#app/components/route-sheet.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { WorkspaceTime } from "#app/components/workspaces/list/workspace-time.tsx";
import { baseStyleName } from "./style-options.ts";
import type { StyleRow } from "./styles.server.ts";

/** Title (with its base style), Created By, Last Updated, Edit; on a phone the title and Edit. */
export function styleColumns(now: Date, search: string): DataTableColumn<StyleRow>[] {
  return [
    {
      key: "title",
      header: "Title",
      className: "w-full max-w-0",
      cell: (row) => (
        <span className="flex min-w-0 flex-col py-0.5">
          <span className="truncate font-medium text-neutral-900" title={row.title}>
            {row.title}
          </span>
          <span className="truncate text-xs text-neutral-500">
            {baseStyleName(row.baseStyleId)}
            {row.description ? ` · ${row.description}` : ""}
          </span>
        </span>
      ),
    },
    {
      key: "createdBy",
      header: "Created By",
      className: "hidden w-44 md:table-cell",
      cell: (row) => <span className="block truncate">{row.createdBy?.name ?? "Cara"}</span>,
    },
    {
      key: "updatedAt",
      header: "Last Updated",
      className: "hidden w-48 sm:table-cell",
      cell: (row) => <WorkspaceTime value={row.updatedAt} now={now} />,
    },
    {
      key: "edit",
      header: <span className="sr-only">Actions</span>,
      className: "w-20 text-right",
      cell: (row) => (
        <Button asChild variant="ghost" size="sm">
          <Link
            to={`/app/styles/${row.id}${search}`}
            state={OVER_PAGE}
            preventScrollReset
            aria-label={`Edit ${row.title}`}
          >
            <Pencil aria-hidden />
            Edit
          </Link>
        </Button>
      ),
    },
  ];
}
