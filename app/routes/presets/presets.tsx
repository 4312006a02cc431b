import { LayoutTemplate, Plus } from "lucide-react";
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
import { presetColumns } from "./preset-columns.tsx";
import type { Route } from "./+types/presets";

export { loader } from "./presets.server.ts";
export const meta = () => pageTitle("Presets");

function CreatePresetButton({ search }: { search: string }) {
  return (
    <Button asChild>
      <Link to={`/app/presets/new${search}`} state={OVER_PAGE} preventScrollReset>
        <Plus aria-hidden />
        Create Preset
      </Link>
    </Button>
  );
}

/**
 * Presets (docs/product/custom-presets.md): the agency's custom presets — reusable instructions
 * for copilot workspaces — filtered on the server; each row runs or edits its preset in a dialog
 * over the list.
 */
export default function Presets({ loaderData }: Route.ComponentProps) {
  const { q, presets } = loaderData;
  const { search } = useLocation();
  const { reloading, showSkeleton } = useListReload();
  const now = useNow();
  const empty = q ? (
    <NoSearchMatch
      title="No presets found"
      description={`No preset matches “${q}”. Filter by title, description or the name of who created it.`}
    />
  ) : (
    <EmptyState
      icon={LayoutTemplate}
      title="No presets found"
      description="A preset keeps your agency's instructions for a task — a renewal letter, a supplemental check, your COI requirements — so anyone can run it in one click."
      action={<CreatePresetButton search={search} />}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Presets"
        description="Your agency's reusable instructions for Cara. Run one to start a workspace with them."
        actions={<CreatePresetButton search={search} />}
      />
      <SearchInput label="Filter presets" placeholder="Filter by title, description or creator…" pending={reloading} />
      <DataTable
        label="Custom presets"
        columns={presetColumns(now, search)}
        rows={presets}
        rowKey={(row) => row.id}
        rowHref={(row) => `/app/presets/${row.id}/edit${search}`}
        rowState={OVER_PAGE}
        loading={showSkeleton}
        loadingLabel="Loading presets..."
        empty={empty}
      />
      <Outlet />
    </div>
  );
}
