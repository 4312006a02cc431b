import { z } from "zod";
import { defineOperation } from "../../lib/operation.ts";
import {
  GENERATED_SECRETS,
  PROVIDER_KEYS,
  regenerateInboundSecret,
  setInboundProviderKey,
} from "./inbound-settings.service.ts";

/** Settings → Email (ADR 067): a person regenerates a secret or pastes a provider's key; both audited. */
export const regenerateEmailInboundSecretOperation = defineOperation({
  name: "regenerateEmailInboundSecret",
  description:
    "Makes a new secret for one inbound provider (POSTMARK, SENDGRID or RAW); the old one stops working at once.",
  access: "agencyUser",
  input: z.object({ provider: z.enum(GENERATED_SECRETS, { error: "Choose a provider" }) }),
  run: (ctx, input) => regenerateInboundSecret(ctx, input.provider),
});

export const setEmailInboundProviderKeyOperation = defineOperation({
  name: "setEmailInboundProviderKey",
  description: "Sets Mailgun's webhook signing key or a SendGrid security policy's public key (empty removes it).",
  access: "agencyUser",
  input: z.object({
    provider: z.enum(PROVIDER_KEYS, { error: "Choose a provider" }),
    key: z.string().max(2000, "That key is too long").nullable(),
  }),
  run: (ctx, input) => setInboundProviderKey(ctx, input.provider, input.key),
});
