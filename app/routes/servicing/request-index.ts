import { redirect } from "react-router";
import type { Route } from "./+types/request-index";

/** The request opens on its overview tab. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`${url.pathname.replace(/\/$/, "")}/overview`);
}
