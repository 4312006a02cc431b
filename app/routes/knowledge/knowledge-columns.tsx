import { FileImage, FileText, NotebookPen } from "lucide-react";
import type { DataTableColumn } from "#app/components/data-table.tsx";
import { WorkspaceTime } from "#app/components/workspaces/list/workspace-time.tsx";
import { formatFileSize } from "#domain/document.ts";
import { IndexingBadge } from "./indexing-status.tsx";
import type { KnowledgeRow } from "./knowledge.server.ts";

/** The icon of a document: a written text, an image, or a PDF. */
export function documentIcon(file: { mimeType: string } | null | undefined) {
  if (!file) return NotebookPen;
  return file.mimeType.startsWith("image/") ? FileImage : FileText;
}

/** Under the name: the file and its size, or "Text document". */
function kindLine(row: KnowledgeRow): string {
  if (!row.file) return "Text document";
  return `${row.file.name} · ${formatFileSize(row.file.size)}`;
}

/** Name, Status, Created By, Date Added; on a phone only the name (with its date) and the status. */
export function knowledgeColumns(now: Date): DataTableColumn<KnowledgeRow>[] {
  return [
    {
      key: "name",
      header: "Name",
      className: "w-full max-w-0",
      cell: (row) => {
        const Icon = documentIcon(row.file);
        return (
          <span className="flex min-w-0 items-center gap-3 py-0.5">
            <Icon className="size-4 shrink-0 text-neutral-400" aria-hidden />
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-medium text-neutral-900" title={row.title}>
                {row.title}
              </span>
              <span className="truncate text-xs text-neutral-500" title={kindLine(row)}>
                {kindLine(row)}
              </span>
            </span>
          </span>
        );
      },
    },
    {
      key: "status",
      header: "Status",
      className: "w-36",
      cell: (row) => <IndexingBadge state={row.indexingStatus} />,
    },
    {
      key: "createdBy",
      header: "Created By",
      className: "hidden w-44 md:table-cell",
      cell: (row) => <span className="block truncate">{row.createdBy?.name ?? "Cara"}</span>,
    },
    {
      key: "createdAt",
      header: "Date Added",
      className: "hidden w-48 sm:table-cell",
      cell: (row) => <WorkspaceTime value={row.createdAt} now={now} />,
    },
  ];
}
