import { redirect } from "react-router";

/** /app/settings → its subscription tab (spec §2). */
export function loader() {
  return redirect("/app/settings/subscription");
}
