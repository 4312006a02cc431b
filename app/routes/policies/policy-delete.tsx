import { pageTitle } from "#app/components/area-page.tsx";
import { deletePolicyAction } from "./policy-dialog-action.server.ts";
import { PolicyDialogRoute } from "./policy-dialog-route.tsx";
import type { Route } from "./+types/policy-delete";

export const meta = () => pageTitle("Delete policy");
export async function action(args: Route.ActionArgs) {
  return deletePolicyAction(args);
}

/** /app/policies/{id}/delete: the delete dialog over the overview. */
export default function DeletePolicy({ actionData }: Route.ComponentProps) {
  return <PolicyDialogRoute name="delete" actionData={actionData} />;
}
