import { redirect } from "react-router";
import type { Route } from "./+types/signin-redirect";

/** /signin is an alias: keep the query (email, code) and go to /app/signin. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/app/signin${search}`);
}
