import { gql } from "#app/lib/graphql.server.ts";
import { PreviewUpdateSubscription } from "./billing-documents.ts";
import { selectionFrom } from "./selection-params.ts";
import type { Route } from "./+types/preview";

/**
 * GET /app/billing/preview?plan&period&seats&voiceAgents[&returnPath]: the checkout's invoice
 * preview, re-run by the dialog as the seats change.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { input, returnPath } = selectionFrom(new URL(request.url).searchParams);
  const { subscriptionManagementLinks } = await gql(context, PreviewUpdateSubscription, { input, returnPath });
  const result = subscriptionManagementLinks.previewUpdateSubscription;
  if (result.__typename === "SubscriptionUpdatePreview") {
    return {
      ok: true as const,
      checkoutUrl: result.checkoutUrl,
      clientSecret: result.clientSecret,
      invoice: result.invoice,
    };
  }
  return { ok: false as const, message: result.message };
}

export type PreviewResult = Awaited<ReturnType<typeof loader>>;
