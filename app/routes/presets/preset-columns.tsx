import { Pencil, Play } from "lucide-react";
import { Link } from "react-router";
import type { DataTableColumn } from "#app/components/data-table.tsx";
import { OVER_PAGE } from "#app/components/route-sheet.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { WorkspaceTime } from "#app/components/workspaces/list/workspace-time.tsx";
import type { PresetRow } from "./presets.server.ts";

/** Title (with its description), Created By, Last Updated, and Run / Edit; on a phone the title and the actions (icons). */
export function presetColumns(now: Date, search: string): DataTableColumn<PresetRow>[] {
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
          {row.description ? (
            <span className="truncate text-xs text-neutral-500" title={row.description}>
              {row.description}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: "createdBy",
      header: "Created By",
      className: "hidden w-44 md:table-cell",
      cell: (row) => <span className="block truncate">{row.createdBy?.name ?? "—"}</span>,
    },
    {
      key: "updatedAt",
      header: "Last Updated",
      className: "hidden w-44 sm:table-cell",
      cell: (row) => <WorkspaceTime value={row.updatedAt} now={now} />,
    },
    {
      key: "actions",
      header: <span className="sr-only">Actions</span>,
      className: "w-24 sm:w-44",
      align: "right",
      cell: (row) => (
        <span className="flex justify-end gap-1.5">
          <Button asChild size="sm">
            <Link
              to={`/app/presets/${row.id}/run${search}`}
              state={OVER_PAGE}
              preventScrollReset
              aria-label={`Run ${row.title}`}
            >
              <Play aria-hidden />
              <span className="hidden sm:inline">Run</span>
            </Link>
          </Button>
          <Button asChild size="sm" variant="secondary">
            <Link
              to={`/app/presets/${row.id}/edit${search}`}
              state={OVER_PAGE}
              preventScrollReset
              aria-label={`Edit ${row.title}`}
            >
              <Pencil aria-hidden />
              <span className="hidden sm:inline">Edit</span>
            </Link>
          </Button>
        </span>
      ),
    },
  ];
}
