import { gql } from "#app/lib/graphql.server.ts";
import { UpdateSubscription } from "./billing-documents.ts";
import { selectionFrom } from "./selection-params.ts";
import type { Route } from "./+types/update";

/** POST /app/billing/update (form: plan, period, seats, voiceAgents, skipPayment, prorationDate): applies the change. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { input } = selectionFrom(form);
  const { updateSubscription: result } = await gql(context, UpdateSubscription, {
    input,
    skipPayment: form.get("skipPayment") === "true",
    prorationDate: prorationDateOf(form.get("prorationDate")),
  });
  if (result.__typename === "AgencySubscription") return { ok: true as const, subscription: result };
  return { ok: false as const, message: result.message };
}

/** The preview's proration instant, when the form carries a valid one. */
function prorationDateOf(value: FormDataEntryValue | null): string | null {
  return typeof value === "string" && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;
}

export type UpdateResult = Awaited<ReturnType<typeof action>>;
