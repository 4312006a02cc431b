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
