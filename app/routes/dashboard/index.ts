import { redirect } from "react-router";

/** /app → /app/home (spec §2). */
export function loader() {
  return redirect("/app/home");
}
