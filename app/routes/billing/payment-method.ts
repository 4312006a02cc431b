import { gql } from "#app/lib/graphql.server.ts";
import { PaymentMethodUrl } from "./billing-documents.ts";
import type { Route } from "./+types/payment-method";

/** GET /app/billing/payment-method?returnPath: the payment provider's page for a new card (or null), and what the button does. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const returnPath = new URL(request.url).searchParams.get("returnPath");
  const { subscriptionManagementLinks } = await gql(context, PaymentMethodUrl, { returnPath });
  return {
    url: subscriptionManagementLinks.updatePaymentMethodUrl ?? null,
    note: subscriptionManagementLinks.updatePaymentMethodNote,
  };
}
