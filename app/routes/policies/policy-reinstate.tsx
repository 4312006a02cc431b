import { pageTitle } from "#app/components/area-page.tsx";
import { policyDialogAction } from "./policy-dialog-action.server.ts";
import { PolicyDialogRoute } from "./policy-dialog-route.tsx";
import type { Route } from "./+types/policy-reinstate";

export const meta = () => pageTitle("Reinstate policy");
export const action = (args: Route.ActionArgs) => policyDialogAction("reinstate")(args);

/** /app/policies/{id}/reinstate: the reinstate dialog over the overview. */
export default function ReinstatePolicy({ actionData }: Route.ComponentProps) {
  return <PolicyDialogRoute name="reinstate" actionData={actionData} />;
}
