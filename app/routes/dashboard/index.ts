import { redirect } from "react-router";

/** /app → /app/home (docs/product/shell-and-navigation.md). */
export function loader() {
  return redirect("/app/home");
}
