import { GraphQLError, isObjectType, type GraphQLSchema } from "graphql";
import { DomainError, ValidationError } from "../lib/errors.ts";

/**
 * A refusal the code meant (a ValidationError or a DomainError) thrown by a field that has no
 * error members of its own (a query, a nested field) reaches the caller as what it is: a GraphQL
 * error with its message and code (`BAD_USER_INPUT` and the messages by field for bad input, else
 * the domain's code), never masked as "Unexpected error." (ADR 061). Mutations keep answering them
 * as `ValidationError` / `ApplicationError` members (ADR 005): their own resolvers catch them first.
 */
export function asGraphQLError(error: unknown): unknown {
  if (error instanceof ValidationError) {
    const [first] = error.fieldErrors;
    return new GraphQLError(first && first.path ? `${first.path}: ${first.message}` : error.message, {
      originalError: error,
      extensions: { code: "BAD_USER_INPUT", fieldErrors: error.fieldErrors },
    });
  }
  if (error instanceof DomainError) {
    return new GraphQLError(error.message, { originalError: error, extensions: { code: error.code } });
  }
  return error;
}

const wrapped = new WeakSet<GraphQLSchema>();

/** Every field's resolver, so that what it throws passes through `asGraphQLError` (once per schema). */
export function expectedErrorsAnswered(schema: GraphQLSchema): GraphQLSchema {
  if (wrapped.has(schema)) return schema;
  wrapped.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve;
      if (!resolve) continue; // the default resolver reads a property: it throws nothing of ours
      field.resolve = (source, args, context, info) => {
        let result: unknown;
        try {
          result = resolve(source, args, context, info);
        } catch (error) {
          throw asGraphQLError(error);
        }
        if (result instanceof Promise)
          return result.catch((error: unknown) => {
            throw asGraphQLError(error);
          });
        return result;
      };
    }
  }
  return schema;
}
