import { Link } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { withSubscriptionDialog } from "#app/lib/subscription-dialog-param.ts";
import { changeUserState } from "./user-state.server.ts";
import { SUBSCRIPTION_PAGE, UserStateDialog } from "./user-state-dialog.tsx";
import type { Route } from "./+types/enable-user";

export const meta = () => pageTitle("Enable User");

export async function action({ request, params, context }: Route.ActionArgs) {
  return changeUserState(request, context, "enable", params.userId);
}

/** Enable User: needs a free seat; without one the dialog says the plan must grow by a seat and offers it. */
export default function EnableUser({ params, actionData }: Route.ComponentProps) {
  return (
    <UserStateDialog
      userId={params.userId}
      error={actionData?.applicationError}
      title={(user) => `Enable ${user.name}?`}
      body={(user, { subscription }) =>
        subscription.numSeatsActive >= subscription.numSeats
          ? `All ${subscription.numSeats} seats are assigned. To enable ${user.name}, your plan needs at least one more seat.`
          : `${user.name} (${user.email}) can sign in again and takes one of your ${subscription.numSeats - subscription.numSeatsActive} available seats.`
      }
      confirmLabel="Enable"
      blocked={(_user, { subscription }) =>
        subscription.numSeatsActive >= subscription.numSeats ? (
          <Button asChild>
            <Link
              to={`${SUBSCRIPTION_PAGE}${withSubscriptionDialog("", "checkout", { ...subscription, seats: subscription.numSeats + 1 })}`}
              replace
            >
              Add a seat
            </Link>
          </Button>
        ) : null
      }
    />
  );
}
