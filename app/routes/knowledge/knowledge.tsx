import { BookOpen, FilePlus2, Plus, Upload } from "lucide-react";
import { Outlet, useLocation } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { DataTable } from "#app/components/data-table.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { NoSearchMatch, useListReload } from "#app/components/list-page.tsx";
import { MoreMenu } from "#app/components/more-menu.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { OVER_PAGE } from "#app/components/route-sheet.tsx";
import { SearchInput } from "#app/components/search-input.tsx";
import { useNow } from "#app/components/workspaces/list/workspace-time.tsx";
import { isIndexingDone, useRefetchWhileIndexing } from "./indexing-status.tsx";
import { knowledgeColumns } from "./knowledge-columns.tsx";
import type { Route } from "./+types/knowledge";

export { loader } from "./knowledge.server.ts";
export const meta = () => pageTitle("Knowledge Base");

const count = new Intl.NumberFormat("en-US");

/** "12 of 500 pages used" (the plan's page limit), or the pages held when the plan has none. */
function pagesUsed(pageCount: number, pageLimit: number | null): string {
  const pages = `${count.format(pageCount)} ${pageCount === 1 ? "page" : "pages"}`;
  return pageLimit === null
    ? `${pages} indexed`
    : `${count.format(pageCount)} of ${count.format(pageLimit)} pages used`;
}

/** The Add Document menu: upload PDFs and images, or write a text document. */
function AddDocumentMenu({ search }: { search: string }) {
  return (
    <MoreMenu
      trigger={{ label: "Add Document", icon: Plus, primary: true }}
      items={[
        { label: "Upload Existing Documents", icon: Upload, to: `/app/knowledge/upload${search}` },
        { label: "Create Document", icon: FilePlus2, to: `/app/knowledge/new${search}` },
      ]}
    />
  );
}

/**
 * Knowledge Base (docs/product/knowledge-base-screens.md): the documents Cara answers from, filtered
 * on the server, each opening its Document Information slide-out; refreshed every 3 s while any
 * document waits to be indexed.
 */
export default function KnowledgeBase({ loaderData }: Route.ComponentProps) {
  const { q, documents, pageCount, pageLimit } = loaderData;
  const { search } = useLocation();
  const { reloading, showSkeleton } = useListReload();
  const now = useNow();
  useRefetchWhileIndexing(documents.some((document) => !isIndexingDone(document.indexingStatus.status)));
  const empty = q ? (
    <NoSearchMatch
      title="No documents"
      description={`No document matches “${q}”. Filter by title, summary or the name of who added it.`}
    />
  ) : (
    <EmptyState
      icon={BookOpen}
      title="No documents"
      description="Upload PDFs and images or write a document; Cara reads them and answers from them with citations."
      action={<AddDocumentMenu search={search} />}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Knowledge Base"
        description={
          <>
            Documents Cara searches when it answers your team.{" "}
            <span className="whitespace-nowrap tabular-nums">{pagesUsed(pageCount, pageLimit)}.</span>
          </>
        }
        actions={<AddDocumentMenu search={search} />}
      />
      <SearchInput label="Filter documents" placeholder="Filter by title, summary or creator…" pending={reloading} />
      <DataTable
        label="Knowledge base documents"
        columns={knowledgeColumns(now)}
        rows={documents}
        rowKey={(row) => row.id}
        rowHref={(row) => `/app/knowledge/${row.id}${search}`}
        rowState={OVER_PAGE}
        loading={showSkeleton}
        loadingLabel="Loading documents..."
        empty={empty}
      />
      <Outlet />
    </div>
  );
}
