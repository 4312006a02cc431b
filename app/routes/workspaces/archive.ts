import { redirect } from "react-router";

export { archiveWorkspacesAction as action } from "./archive.server.ts";

/** GET has nothing to show: archiving is a button of the workspaces list. */
export function loader() {
  return redirect("/app/workspaces");
}
