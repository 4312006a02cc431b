import { useRouteLoaderData } from "react-router";
import type { loader } from "./layout.server.ts";

/** The subscription the dashboard layout loaded, for pages that show its banner (home). */
export function useShellSubscription() {
  return useRouteLoaderData<typeof loader>("routes/dashboard/layout")?.subscription ?? null;
}
