import { initGraphQLTada } from "gql.tada";
import type { introspection } from "./graphql-env.d.ts";

/**
 * Typed GraphQL documents: result and variable types come from the committed schema
 * (`npm run schema:print` regenerates graphql-env.d.ts).
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; Money: string; ID: string };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from "gql.tada";
export { readFragment } from "gql.tada";

/**
 * What a mutation result selects of its failure members (spec §8): the message, the field
 * errors of a ValidationError and the code of an ApplicationError. Unmasked, so the fields are
 * read straight off the result (`fieldErrorsOf`, `applicationErrorOf`).
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
