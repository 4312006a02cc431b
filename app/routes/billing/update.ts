import { failureOf, formReply, sourceOf } from "#app/lib/form-reply.server.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import { UpdateSubscription } from "./billing-documents.ts";
import { selectionFrom } from "./selection-params.ts";
import type { Route } from "./+types/update";
import { formDataOf } from "#app/lib/form-data.server.ts";

/**
 * POST /app/billing/update (form: plan, period, seats, voiceAgents, skipPayment, prorationDate):
 * applies the change once per idempotency key; a refusal is the form reply.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const { input } = selectionFrom(form);
    const { updateSubscription: result } = await gql(context, UpdateSubscription, {
      input,
      skipPayment: form.get("skipPayment") === "true",
      prorationDate: prorationDateOf(form.get("prorationDate")),
    });
    if (result.__typename === "AgencySubscription") return { subscription: result };
    return formReply(sourceOf(form), failureOf(result));
  });
}

/** The preview's proration instant, when the form carries a valid one. */
function prorationDateOf(value: FormDataEntryValue | null): string | null {
  return typeof value === "string" && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;
}

export type UpdateResult = Awaited<ReturnType<typeof action>>;
