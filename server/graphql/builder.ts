import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { GraphQLError } from "graphql";
import { gateMessage, isGated } from "../../domain/entitlements.ts";
import { DomainError, ValidationError } from "../lib/errors.ts";
import { subscriptionStateOfAgency } from "../modules/billing/entitlements.service.ts";
import type { GraphQLContext, SignedInGraphQLContext } from "./context.ts";

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The one schema builder. Modules add their types and fields in `<area>.graphql.ts`. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { signedIn: boolean; agencyActive: boolean };
  AuthContexts: { signedIn: SignedInGraphQLContext };
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    Money: { Input: string; Output: string };
    /** An uploaded file (multipart request part, or a File passed in-process by a route action). */
    File: { Input: File; Output: never };
    /** Any JSON value (output only: version snapshots). */
    JSON: { Input: never; Output: unknown };
    /** A voice agent's whole configuration (ADR 074): a JSON object both ways, checked by the operation. */
    VoiceAgentConfiguration: { Input: Record<string, unknown>; Output: unknown };
  };
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      signedIn: context.agency !== null,
      // the subscription gate: throws the gate's error for an EXPIRED or PAUSED agency (its state came
      // with the session, read once per request: ADR 018)
      agencyActive: async () => {
        if (!context.agency) return true;
        const gate = await (context.loaders?.subscriptionState() ?? subscriptionStateOfAgency(context.agency));
        if (!isGated(gate)) return true;
        throw new GraphQLError(gateMessage(gate), {
          extensions: { code: "SUBSCRIPTION_INACTIVE", subscriptionState: gate, http: { status: 200 } },
        });
      },
    }),
    unauthorizedError: () =>
      new GraphQLError("Sign in to continue", { extensions: { code: "UNAUTHENTICATED", http: { status: 200 } } }),
  },
  errors: {
    defaultTypes: [ValidationError, DomainError],
    directResult: true,
    defaultUnionOptions: { name: ({ fieldName }) => `${pascal(fieldName)}Result` },
    defaultResultOptions: { name: ({ fieldName }) => `${pascal(fieldName)}Success` },
  },
});

/**
 * Every root field is behind the subscription gate (docs/product/plans-and-limits.md), so a
 * new field is gated by default; billing, the viewer and sign-in/out opt out with
 * `skipTypeScopes: true`.
 */
const gated = { authScopes: { agencyActive: true } } as const;
builder.queryType(gated);
builder.mutationType(gated);
builder.subscriptionType(gated);
