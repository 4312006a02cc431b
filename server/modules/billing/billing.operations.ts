import { z } from "zod";
import { updateSubscriptionInput } from "../../../domain/subscription.ts";
import { defineOperation } from "../../lib/operation.ts";
import { updateSubscription } from "./subscription.service.ts";

/**
 * The subscription (ADR 011). Changing what the agency pays is a person's decision: Cara and
 * integrations do not run it. It stays open to an EXPIRED or PAUSED agency (how it restarts).
 */
export const updateSubscriptionOperation = defineOperation({
  name: "updateSubscription",
  description:
    "Changes plan, period, seats or voice agents. skipPayment: in TRIAL, apply without a card and pay later.",
  access: "agencyUser",
  gated: false,
  input: z.object({
    input: updateSubscriptionInput,
    skipPayment: z.boolean().nullish(),
    prorationDate: z.date().nullish(),
  }),
  run: (ctx, { input, skipPayment, prorationDate }) =>
    updateSubscription(ctx, input, { skipPayment: skipPayment ?? false, prorationDate }),
});
