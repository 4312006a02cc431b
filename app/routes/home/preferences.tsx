import { useRouteLoaderData } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { FavoritePresets } from "#app/components/presets/favorite-presets.tsx";
import { DialogBack, RouteDialog } from "#app/components/route-dialog.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import type { loader as homeLoader } from "./home.server.ts";

export { action } from "./preferences.server.ts";
export const meta = () => pageTitle("Customize presets");

/** /app/home/preferences: the Customize presets dialog over Home; closing goes back one page. */
export default function Preferences() {
  const home = useRouteLoaderData<typeof homeLoader>("routes/home/home");
  return (
    <RouteDialog
      parentPath="/app/home"
      title="Customize presets"
      description="Choose the presets Home shows you."
      className="sm:max-w-lg"
    >
      <FavoritePresets
        favorites={home?.favorites ?? []}
        favoriteCustomPresets={home?.favoriteCustomPresets ?? []}
        customPresets={home?.allCustomPresets ?? []}
      />
      <DialogFooter>
        <DialogBack parentPath="/app/home">Done</DialogBack>
      </DialogFooter>
    </RouteDialog>
  );
}
