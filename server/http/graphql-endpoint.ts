import type { Request, Response } from "express";
import { execute, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from "graphql";
import { createYoga, type Plugin } from "graphql-yoga";
import type { GraphQLContext } from "../graphql/context.ts";
import type { Runtime } from "../lib/context.ts";
import { graphqlSchema } from "./graphql-schema.ts";

type ServerContext = { req: Request; res: Response };

/** Logs unexpected resolver errors with the request id; clients see only the masked message. */
function logUnexpectedErrors(runtime: Runtime): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: ({ result, args }) => {
        if (!("errors" in result) || !result.errors) return;
        for (const error of result.errors) {
          if (error.extensions?.code || !error.originalError) continue;
          const requestId = (args.contextValue as unknown as ServerContext).req?.cara?.requestId;
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
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: graphqlSchema(),
    graphqlEndpoint: "/graphql",
    graphiql: false, // its page loads from a CDN, which a closed network cannot reach
    landingPage: false,
    maskedErrors: { isDev: runtime.config.NODE_ENV === "development" },
    logging: {
      debug: (...args) => runtime.log.debug(String(args[0]), { args: args.slice(1) }),
      info: (...args) => runtime.log.info(String(args[0])),
      warn: (...args) => runtime.log.warn(String(args[0])),
      error: (...args) => runtime.log.error(String(args[0]), { detail: args.slice(1) }),
    },
    context: ({ req }) => req.cara.graphqlContext(),
    plugins: [logUnexpectedErrors(runtime)],
  });
  return (req: Request, res: Response) => yoga(req, res);
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
