import { redirect } from "react-router";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { failureOf, messageOf } from "#app/lib/form-reply.server.ts";
import { formDataOf } from "#app/lib/form-data.server.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/email";

const InboundSettings = graphql(`
  query EmailInboundSettings {
    emailInboundSettings {
      address
      smtp {
        host
        port
        enabled
      }
      providers {
        provider
        webhookUrl
        secret
        keyConfigured
      }
    }
  }
`);

const Regenerate = graphql(
  `
    mutation RegenerateEmailInboundSecret($provider: String!) {
      regenerateEmailInboundSecret(provider: $provider) {
        __typename
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

const SetKey = graphql(
  `
    mutation SetEmailInboundProviderKey($provider: String!, $key: String) {
      setEmailInboundProviderKey(provider: $provider, key: $key) {
        __typename
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

const GENERATED = ["POSTMARK", "SENDGRID", "RAW"];

/**
 * GET /app/settings/email: the inbound address, the SMTP listener and each provider's webhook
 * URL and secret (ADR 067); `?regenerate=<provider>` asks to confirm a new secret (no JavaScript needed).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { emailInboundSettings } = await gql(context, InboundSettings);
  const params = new URL(request.url).searchParams;
  const asked = params.get("regenerate");
  const done = params.get("regenerated");
  return {
    settings: emailInboundSettings,
    confirm: asked && GENERATED.includes(asked) ? asked : null,
    regenerated: done && GENERATED.includes(done) ? done : null,
  };
}

export type EmailActionData =
  { regenerated: string } | { keySaved: string; removed: boolean } | { error: { provider: string; message: string } };

/**
 * POST /app/settings/email: `intent=regenerate` (`provider`; then back to the page, which says so) or
 * `intent=key` (`provider`, `key`; empty removes it).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const provider = String(form.get("provider") ?? "");
    if (form.get("intent") === "regenerate") {
      const result = (await gql(context, Regenerate, { provider })).regenerateEmailInboundSecret;
      const failure = failureOf(result);
      if (failure) return { error: { provider, message: messageOf(failure) } };
      throw redirect(`/app/settings/email?regenerated=${encodeURIComponent(provider)}`);
    }
    const key = String(form.get("key") ?? "").trim();
    const result = (await gql(context, SetKey, { provider, key: key || null })).setEmailInboundProviderKey;
    const failure = failureOf(result);
    return failure ? { error: { provider, message: messageOf(failure) } } : { keySaved: provider, removed: !key };
  });
}
