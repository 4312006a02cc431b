import { Pencil, Trash2 } from "lucide-react";
import { Link, Outlet, useLocation } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { DialogBack } from "#app/components/route-dialog.tsx";
import { OVER_PAGE, RouteSheet } from "#app/components/route-sheet.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ClientSection, MetadataSection, SourceSection, StatusSection } from "./document-details.tsx";
import { isIndexingDone, useRefetchWhileIndexing } from "./indexing-status.tsx";
import type { Route } from "./+types/document";

export { action, loader } from "./document.server.ts";
export const meta = ({ data }: Route.MetaArgs) => pageTitle(data ? data.document.title : "Document Information");

/**
 * Document Information (docs/product/knowledge-base-screens.md): the slide-out over the list with
 * the file or text, its status and progress, and what indexing wrote; refetched every 3 s until
 * the document is indexed or failed; its client (agency-wide or one account's, ADR 055). Edit
 * (text documents) and Delete (with confirmation).
 */
export default function DocumentInformation({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData;
  const { search } = useLocation();
  const parent = `/app/knowledge${search}`;
  const base = `/app/knowledge/${document.id}`;
  useRefetchWhileIndexing(!isIndexingDone(document.indexingStatus.status));
  return (
    <RouteSheet
      parentPath={parent}
      title="Document Information"
      description={<span className="break-words">{document.title}</span>}
      size="xl"
      footer={
        <>
          <DialogBack parentPath={parent}>Close</DialogBack>
          <Button asChild variant="secondary">
            <Link to={`${base}/delete${search}`} state={OVER_PAGE} preventScrollReset className="text-red-700">
              <Trash2 aria-hidden />
              Delete
            </Link>
          </Button>
          {document.text ? (
            <Button asChild>
              <Link to={`${base}/edit${search}`} state={OVER_PAGE} preventScrollReset>
                <Pencil aria-hidden />
                Edit
              </Link>
            </Button>
          ) : null}
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <StatusSection document={document} />
        <SourceSection document={document} />
        <ClientSection
          key={document.account?.id ?? "agency-wide"}
          document={document}
          action={`${base}/client${search}`}
        />
        <MetadataSection document={document} />
      </div>
      <Outlet context={document} />
    </RouteSheet>
  );
}
