import type { AppLoadContext } from "react-router";
import type { GraphQLContext } from "#server/graphql/context.ts";
import { createLoaders } from "#server/graphql/loaders.ts";
import { executeInProcess } from "#server/http/graphql-endpoint.ts";
import { publicConfigOf, submissionKeys } from "#server/http/load-context.ts";
import { createSessionCookieWriter } from "#server/http/session-cookie.ts";
import type { AgencyUserCtx, Runtime } from "#server/lib/context.ts";
import { agencyCtxFor } from "./agency-ctx.ts";

/**
 * What a route loader or action receives as `context` for `user`, wired as the HTTP server
 * wires it (in-process GraphQL with the user's context, the same idempotency keys), so a
 * test calls an action with a real Request.
 */
export function actionContextFor(runtime: Runtime, user: { id: string; agencyId: string }): AppLoadContext {
  const agency: AgencyUserCtx = agencyCtxFor(runtime, user);
  const graphqlContext: GraphQLContext = {
    ctx: agency,
    agency,
    cookies: createSessionCookieWriter(false),
    loaders: createLoaders(agency),
  };
  return {
    requestId: "test",
    publicConfig: publicConfigOf(runtime),
    graphql: (document, variables) => executeInProcess(graphqlContext, document, variables),
    ...submissionKeys(async () => agency),
    bodyTooLarge: false,
    devMailbox: null,
    devRoutes: false,
    cspNonce: "",
    reportError: (error) => {
      throw error;
    },
  };
}

/** A form POST to `path` as the browser sends it. */
export function formPost(path: string, fields: Record<string, string | File>): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(`http://localhost${path}`, { method: "POST", body: form });
}

/** What an action answered: the redirect it threw, or the data it returned (with its status). */
export async function answerOf(work: Promise<unknown>): Promise<{ redirect?: string; status?: number; data?: any }> {
  try {
    const value = (await work) as { data?: unknown; init?: ResponseInit | null };
    if (value && typeof value === "object" && "init" in value) return { status: value.init?.status, data: value.data };
    return { status: 200, data: value };
  } catch (thrown) {
    if (thrown instanceof Response && thrown.headers.has("location"))
      return { redirect: thrown.headers.get("location")! };
    throw thrown;
  }
}

/**
 * What a route's loader or action is called with for `request`, as `context` (`any`: each
 * route types its own params).
 */
export const routeArgs = (request: Request, params: Record<string, string>, context: AppLoadContext): any => ({
  request,
  url: new URL(request.url),
  pattern: new URL(request.url).pathname,
  params,
  context,
});
