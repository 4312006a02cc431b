import { redirect } from "react-router";

/** /app/settings → its subscription tab (docs/product/users-and-seats.md). */
export function loader() {
  return redirect("/app/settings/subscription");
}
