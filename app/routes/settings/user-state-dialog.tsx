import type { ReactNode } from "react";
import { useNavigation, useOutletContext } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { FormError } from "#app/components/form-field.tsx";
import { RouteDialog, DialogBack } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import type { SubscriptionOutletContext } from "./subscription.tsx";

export const SUBSCRIPTION_PAGE = "/app/settings/subscription";

type User = SubscriptionOutletContext["users"][number];

/**
 * The Disable and Enable confirmations (docs/product/users-and-seats.md): a loading state while submitting, closed on
 * success (the action redirects), the first error message inside the dialog on failure.
 */
export function UserStateDialog({
  userId,
  error,
  title,
  body,
  confirmLabel,
  destructive,
  blocked,
}: {
  userId: string | undefined;
  error: string | undefined;
  title: (user: User) => string;
  body: (user: User, context: SubscriptionOutletContext) => ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** When set, the dialog explains why the change cannot happen and offers this instead of confirming. */
  blocked?: (user: User, context: SubscriptionOutletContext) => ReactNode | null;
}) {
  const context = useOutletContext<SubscriptionOutletContext>();
  const navigation = useNavigation();
  const user = context.users.find((u) => u.id === userId);
  if (!user) {
    return (
      <RouteDialog
        parentPath={SUBSCRIPTION_PAGE}
        title="User not found"
        description="This user is not part of your agency."
      >
        <DialogFooter>
          <DialogBack parentPath={SUBSCRIPTION_PAGE}>Close</DialogBack>
        </DialogFooter>
      </RouteDialog>
    );
  }
  const alternative = blocked?.(user, context) ?? null;
  return (
    <RouteDialog parentPath={SUBSCRIPTION_PAGE} title={title(user)} description={body(user, context)}>
      <ActionForm className="flex flex-col gap-4">
        <FormError errors={error ? [error] : undefined} />
        <DialogFooter>
          <DialogBack parentPath={SUBSCRIPTION_PAGE}>Cancel</DialogBack>
          {alternative ?? (
            <Button
              type="submit"
              variant={destructive ? "destructive" : "primary"}
              pending={navigation.state !== "idle"}
            >
              {confirmLabel}
            </Button>
          )}
        </DialogFooter>
      </ActionForm>
    </RouteDialog>
  );
}
