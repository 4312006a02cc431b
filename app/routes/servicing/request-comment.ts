import { redirect } from "react-router";
import type { Route } from "./+types/request-comment";

export { commentAction as action } from "./request-comment.server.ts";

/** GET has nothing to show: the comment box lives on the activity tab. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/app/servicing/${params.requestId}/activity`);
}
