import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { GraphQLError } from "graphql";
import { DomainError, ValidationError } from "../lib/errors.ts";
import type { GraphQLContext, SignedInGraphQLContext } from "./context.ts";

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The one schema builder. Modules add their types and fields in `<area>.graphql.ts`. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { signedIn: boolean };
  AuthContexts: { signedIn: SignedInGraphQLContext };
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    Money: { Input: string; Output: string };
    /** An uploaded file (multipart request part, or a File passed in-process by a route action). */
    File: { Input: File; Output: never };
    /** Any JSON value (output only: version snapshots). */
    JSON: { Input: never; Output: unknown };
  };
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => ({ signedIn: context.agency !== null }),
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

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
