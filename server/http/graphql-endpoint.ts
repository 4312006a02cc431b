import type { Request, Response } from "express";
import { execute, GraphQLError, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from "graphql";
import { createYoga, type Plugin } from "graphql-yoga";
import type { GraphQLContext } from "../graphql/context.ts";
import type { Runtime } from "../lib/context.ts";
import { isConnectionError } from "../db/health.ts";
import { badCharactersPlugin } from "./bad-input.ts";
import { maskDatabaseErrors } from "./database-unavailable.ts";
import { graphqlSchema } from "./graphql-schema.ts";
import {
  armorPlugin,
  costLimitPlugin,
  guardResolversWithDeadline,
  schemaPrivacyPlugin,
  type ExecutionDeadline,
} from "./graphql-limits.ts";
import { idempotencyPlugin } from "./idempotency.ts";
import { isTrustedOrigin } from "./origin-check.ts";

type ServerContext = { req: Request; res: Response };

/** Whether the caller may see the schema (introspection, suggestions): signed in, or development. */
const schemaOpen = new WeakSet<Request>();

/** Logs unexpected resolver errors with the request id; clients see only the masked message. */
function logUnexpectedErrors(runtime: Runtime): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: ({ result, args }) => {
        if (!("errors" in result) || !result.errors) return;
        for (const error of result.errors) {
          if (error.extensions?.code || !error.originalError) continue;
          if (isConnectionError(error.originalError)) continue; // the outage is logged once (ADR 059)
          const requestId = (args.contextValue as unknown as ServerContext).req?.cara?.requestId;
          // the caller's mistake (a variable of the wrong shape): a warning, no stack
          if (error.originalError instanceof GraphQLError) {
            runtime.log.warn("GraphQL request refused", { requestId, message: error.message });
            continue;
          }
          runtime.log.error("GraphQL resolver failed", {
            requestId,
            path: error.path?.join("."),
            error: error.originalError,
          });
        }
      },
    }),
  };
}

/** `/graphql`: queries, mutations, and subscriptions over SSE. */
export function createGraphQLEndpoint(runtime: Runtime) {
  const { config } = runtime;
  const development = config.NODE_ENV === "development";
  const yoga = createYoga<ServerContext, GraphQLContext & ExecutionDeadline>({
    schema: guardResolversWithDeadline(graphqlSchema()),
    graphqlEndpoint: "/graphql",
    graphiql: false, // its page loads from a CDN, which a closed network cannot reach
    landingPage: false,
    // a lost database connection: DATABASE_UNAVAILABLE with 503 and Retry-After (ADR 059)
    maskedErrors: {
      isDev: runtime.config.NODE_ENV === "development",
      maskError: maskDatabaseErrors(runtime.databaseHealth),
    },
    logging: {
      debug: (...args) => runtime.log.debug(String(args[0]), { args: args.slice(1) }),
      info: (...args) => runtime.log.info(String(args[0])),
      warn: (...args) => runtime.log.warn(String(args[0])),
      error: (...args) => runtime.log.error(String(args[0]), { detail: args.slice(1) }),
    },
    context: async ({ req }) => ({
      ...(await req.cara.graphqlContext()),
      deadline: { at: Date.now() + config.GRAPHQL_TIMEOUT_MS, ms: config.GRAPHQL_TIMEOUT_MS },
    }),
    // Credentialed CORS only for APP_URL and ALLOWED_ORIGINS (ADR 025); others get no CORS headers.
    cors: (request, serverContext) => {
      const origin = request.headers.get("origin");
      const req = (serverContext as ServerContext | undefined)?.req;
      if (!origin || !req || !isTrustedOrigin(origin, req, config.trustedOrigins)) return false;
      return {
        origin: [origin],
        credentials: true,
        methods: ["GET", "POST"],
        allowedHeaders: ["content-type", "accept", "idempotency-key", "x-request-id"],
      };
    },
    plugins: [
      badCharactersPlugin(),
      armorPlugin(),
      costLimitPlugin(),
      idempotencyPlugin(),
      schemaPrivacyPlugin((context) => development || schemaOpen.has((context as ServerContext).req)),
      logUnexpectedErrors(runtime),
    ],
  });
  return async (req: Request, res: Response) => {
    res.vary("Origin");
    if (await req.cara.viewer().catch(() => null)) schemaOpen.add(req);
    return yoga(req, res);
  };
}

const validated = new WeakMap<DocumentNode, readonly Error[]>();

/**
 * Runs an operation in-process with the request's context: how route loaders and actions
 * call the API. Errors are returned, not masked (they stay on the server).
 */
export async function executeInProcess<TData, TVariables>(
  contextValue: GraphQLContext,
  document: DocumentNode,
  variables?: TVariables,
  schema: GraphQLSchema = graphqlSchema(),
): Promise<ExecutionResult<TData>> {
  let errors = validated.get(document);
  if (!errors) {
    errors = validate(schema, document);
    validated.set(document, errors);
  }
  if (errors.length > 0) return { errors: errors as any };
  const result = await execute({
    schema,
    document,
    variableValues: variables as Record<string, unknown> | undefined,
    contextValue,
  });
  return result as ExecutionResult<TData>;
}
