import { ExternalLink, FileText, Trash2, Upload } from "lucide-react";
import { Link, Outlet } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { TabSection } from "#app/components/tab-section.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table.tsx";
import { DELETE_PARAM, DeleteDocumentDialog } from "#app/components/documents/delete-document-dialog.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatDate } from "#app/lib/format.ts";
import { formatFileSize } from "#domain/document.ts";
import { POLICY_FILE_TYPE_NAMES, type PolicyFileType } from "#domain/policy/vocabulary.ts";
import type { Route } from "./+types/policy-documents";
import type { PolicyDocument } from "./policy-documents.server.ts";

export { action, loader } from "./policy-documents.server.ts";
export const meta = () => pageTitle("Policy documents");

const INLINE = /^(application\/pdf|image\/(png|jpeg|gif|webp))/;
const openUrl = (file: PolicyDocument) => (INLINE.test(file.mimeType) ? `${file.url}?inline=1` : file.url);

const columns: DataTableColumn<PolicyDocument>[] = [
  {
    key: "name",
    header: "Name",
    // lets long names truncate instead of pushing the actions off small screens
    className: "w-full max-w-0",
    cell: (file) => (
      <div className="flex min-w-0 items-center gap-2.5">
        <FileText className="size-4 shrink-0 text-neutral-400" aria-hidden />
        <div className="min-w-0">
          <a
            href={openUrl(file)}
            target="_blank"
            rel="noopener"
            className="block truncate font-medium text-neutral-900 hover:underline"
          >
            {file.name}
          </a>
          <p className="text-xs text-neutral-500 tabular-nums">{formatFileSize(file.sizeBytes)}</p>
        </div>
      </div>
    ),
  },
  {
    key: "type",
    header: "Type",
    className: "hidden sm:table-cell w-72 whitespace-nowrap",
    cell: (file) => (
      <div className="flex flex-wrap items-center gap-1.5">
        <span>{file.type ? POLICY_FILE_TYPE_NAMES[file.type as PolicyFileType] : "Other"}</span>
        {file.visible ? <Badge tone="sky">Client can see</Badge> : null}
      </div>
    ),
  },
  {
    key: "uploaded",
    header: "Upload Date",
    className: "hidden md:table-cell w-36 whitespace-nowrap",
    cell: (file) => <span className="tabular-nums">{formatDate(file.createdAt)}</span>,
  },
  {
    key: "actions",
    header: <span className="sr-only">Actions</span>,
    align: "right",
    className: "w-28",
    cell: (file) => (
      <div className="flex justify-end gap-1">
        <Button asChild variant="ghost" size="icon-sm">
          <a href={openUrl(file)} target="_blank" rel="noopener" aria-label={`Open ${file.name}`} title="Open">
            <ExternalLink aria-hidden />
          </a>
        </Button>
        <Button asChild variant="ghost" size="icon-sm">
          <Link
            to={`?${DELETE_PARAM}=${file.id}`}
            preventScrollReset
            replace
            aria-label={`Delete ${file.name}`}
            title="Delete"
          >
            <Trash2 aria-hidden />
          </Link>
        </Button>
      </div>
    ),
  },
];

/**
 * Policy documents (docs/product/documents.md): Name, Type, Upload Date, open and delete (with
 * confirmation); Upload Document.
 */
export default function PolicyDocuments({ loaderData, actionData }: Route.ComponentProps) {
  const { files } = loaderData;
  const upload = (
    <Button asChild size="sm">
      <Link to="new" preventScrollReset>
        <Upload aria-hidden />
        Upload Document
      </Link>
    </Button>
  );
  return (
    <TabSection
      id="documents-heading"
      title="Documents"
      description="Binders, policy documents, endorsements and other paperwork for this policy."
      action={files.length > 0 ? upload : null}
    >
      <DataTable
        label="Policy documents"
        columns={columns}
        rows={files}
        rowKey={(file) => file.id}
        empty={
          <EmptyState
            icon={FileText}
            title="No documents"
            description="Upload the binder, policy documents or endorsements to keep them with the policy."
            action={upload}
          />
        }
      />
      <DeleteDocumentDialog files={files} error={actionData?.applicationError} />
      <Outlet />
    </TabSection>
  );
}
