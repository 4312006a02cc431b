import { pageTitle } from "#app/components/area-page.tsx";
import { changeUserState } from "./user-state.server.ts";
import { UserStateDialog } from "./user-state-dialog.tsx";
import type { Route } from "./+types/disable-user";

export const meta = () => pageTitle("Disable User");

export async function action({ request, params, context }: Route.ActionArgs) {
  return changeUserState(request, context, "disable", params.userId);
}

/** Disable User: frees the seat, signs the user out everywhere and blocks sign-in. */
export default function DisableUser({ params, actionData }: Route.ComponentProps) {
  return (
    <UserStateDialog
      userId={params.userId}
      error={actionData?.applicationError}
      title={(user) => `Disable ${user.name}?`}
      body={(user) =>
        `${user.name} (${user.email}) is signed out everywhere and can no longer sign in. Their seat becomes available; their work stays in Cara.`
      }
      confirmLabel="Disable"
      destructive
    />
  );
}
