import { pageTitle } from "#app/components/area-page.tsx";
import { policyDialogAction } from "./policy-dialog-action.server.ts";
import { PolicyDialogRoute } from "./policy-dialog-route.tsx";
import type { Route } from "./+types/policy-cancel";

export const meta = () => pageTitle("Cancel policy");
export const action = (args: Route.ActionArgs) => policyDialogAction("cancel")(args);

/** /app/policies/{id}/cancel: the cancel dialog over the overview. */
export default function CancelPolicy({ actionData }: Route.ComponentProps) {
  return <PolicyDialogRoute name="cancel" actionData={actionData} />;
}
