import { pageTitle } from "#app/components/area-page.tsx";
import { policyDialogAction } from "./policy-dialog-action.server.ts";
import { PolicyDialogRoute } from "./policy-dialog-route.tsx";
import type { Route } from "./+types/policy-renew";

export const meta = () => pageTitle("Renew policy");
export const action = (args: Route.ActionArgs) => policyDialogAction("renew")(args);

/** /app/policies/{id}/renew: the renew dialog over the overview. */
export default function RenewPolicy({ actionData }: Route.ComponentProps) {
  return <PolicyDialogRoute name="renew" actionData={actionData} />;
}
