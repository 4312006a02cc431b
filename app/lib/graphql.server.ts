import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { GraphQLFormattedError } from "graphql";
import { data, redirect, type AppLoadContext } from "react-router";

export const SIGN_IN_PATH = "/app/signin";

function codeOf(error: GraphQLFormattedError): unknown {
  return error.extensions?.code;
}

/**
 * Runs an operation in-process for a loader or action. No session: a redirect to sign-in.
 * NOT_FOUND: a 404 response. BAD_USER_INPUT: a 400 response. SUBSCRIPTION_INACTIVE (the gate): a 403 response.
 * DATABASE_UNAVAILABLE: a 503 response (the page reconnects). Anything else unexpected: thrown, so the error page shows it.
 */
export async function gql<TData, TVariables>(
  context: AppLoadContext,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const result = await context.graphql(document, variables);
  const errors = result.errors ?? [];
  if (errors.some((error) => codeOf(error) === "UNAUTHENTICATED")) throw redirect(SIGN_IN_PATH);
  // an EXPIRED or PAUSED agency: the dashboard layout shows the subscription gate instead of the page
  const gated = errors.find((error) => codeOf(error) === "SUBSCRIPTION_INACTIVE");
  if (gated) throw data(gated.message, { status: 403 });
  const notFound = errors.find((error) => codeOf(error) === "NOT_FOUND");
  if (notFound) throw data(notFound.message, { status: 404 });
  // a query refused its arguments (ADR 061): the page answers 400 with the message, not 500
  const badInput = errors.find((error) => codeOf(error) === "BAD_USER_INPUT");
  if (badInput) throw data(badInput.message, { status: 400 });
  // the database is away (ADR 059): 503 with a retry hint, so the page shows "Reconnecting…" and retries (ADR 066)
  const away = errors.find((error) => codeOf(error) === "DATABASE_UNAVAILABLE");
  if (away) throw data(away.message, { status: 503, headers: { "Retry-After": "5" } });
  if (errors.length > 0) {
    const first = errors[0] as GraphQLFormattedError & { originalError?: Error };
    throw first.originalError ?? new Error(first.message);
  }
  return result.data as TData;
}
