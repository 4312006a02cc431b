import { Palette, Plus } from "lucide-react";
import { Link, Outlet, useLocation } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { DataTable } from "#app/components/data-table.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { NoSearchMatch, useListReload } from "#app/components/list-page.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { OVER_PAGE } from "#app/components/route-sheet.tsx";
import { SearchInput } from "#app/components/search-input.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useNow } from "#app/components/workspaces/list/workspace-time.tsx";
import { styleColumns } from "./style-columns.tsx";
import type { Route } from "./+types/styles";

export { loader } from "./styles.server.ts";
export const meta = () => pageTitle("Styles");

function CreateStyleButton({ search }: { search: string }) {
  return (
    <Button asChild>
      <Link to={`/app/styles/new${search}`} state={OVER_PAGE} preventScrollReset>
        <Plus aria-hidden />
        Create Style
      </Link>
    </Button>
  );
}

/**
 * Styles (docs/product/document-styles.md): the agency's document styles, filtered on the server,
 * each opening its edit slide-out with a live preview; Create Style opens the create slide-out.
 */
export default function Styles({ loaderData }: Route.ComponentProps) {
  const { q, styles } = loaderData;
  const { search } = useLocation();
  const { reloading, showSkeleton } = useListReload();
  const now = useNow();
  const empty = q ? (
    <NoSearchMatch
      title="No styles found"
      description={`No style matches “${q}”. Filter by title, description or the name of who created it.`}
    />
  ) : (
    <EmptyState
      icon={Palette}
      title="No styles found"
      description="Create a style to give Cara's documents your look: a base style, a cover page and an end page."
      action={<CreateStyleButton search={search} />}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Styles"
        description="Document styles for what Cara drafts: a built-in look, with your start and end pages."
        actions={<CreateStyleButton search={search} />}
      />
      <SearchInput label="Filter styles" placeholder="Filter by title, description or creator…" pending={reloading} />
      <DataTable
        label="Document styles"
        columns={styleColumns(now, search)}
        rows={styles}
        rowKey={(row) => row.id}
        rowHref={(row) => `/app/styles/${row.id}${search}`}
        rowState={OVER_PAGE}
        loading={showSkeleton}
        loadingLabel="Loading styles..."
        empty={empty}
      />
      <Outlet />
    </div>
  );
}
