import { initGraphQLTada } from "gql.tada";
import type { introspection } from "./graphql-env.d.ts";

/**
 * Typed GraphQL documents: result and variable types come from the committed schema
 * (`npm run schema:print` regenerates graphql-env.d.ts).
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; Money: string; ID: string; File: File };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from "gql.tada";
export { readFragment } from "gql.tada";

/**
 * What a mutation result selects of its failure members (docs/product/shell-and-navigation.md,
 * "Refused writes"): the message, the field errors of a ValidationError and the code of an
 * ApplicationError. Unmasked, so the fields are read straight off the result (`failureOf` in
 * form-reply.server.ts).
 */
export const MutationFailure = graphql(`
  fragment MutationFailure on Error @_unmask {
    __typename
    message
    ... on ValidationError {
      fieldErrors {
        path
        message
      }
    }
    ... on ApplicationError {
      code
    }
  }
`);

/** A validated form value as GraphQL variables carry it: dates as ISO strings (the DateTime scalar). */
export type AsVariables<T> = T extends Date
  ? string
  : T extends File
    ? T
    : T extends ReadonlyArray<infer U>
      ? AsVariables<U>[]
      : T extends object
        ? { [K in keyof T]: AsVariables<T[K]> }
        : T;

export function asVariables<T>(value: T): AsVariables<T> {
  if (value instanceof Date) return value.toISOString() as AsVariables<T>;
  if (Array.isArray(value)) return value.map(asVariables) as AsVariables<T>;
  if (value && typeof value === "object" && !(value instanceof Blob))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asVariables(v)])) as AsVariables<T>;
  return value as AsVariables<T>;
}
