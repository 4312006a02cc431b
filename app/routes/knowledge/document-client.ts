import { redirect } from "react-router";
import type { Route } from "./+types/document-client";

export { clientAction as action } from "./document-client.server.ts";

/** GET has nothing to show: the client is set in the Document Information slide-out. */
export function loader({ params, request }: Route.LoaderArgs) {
  return redirect(`/app/knowledge/${params.documentId}${new URL(request.url).search}`);
}
