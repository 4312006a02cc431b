import { GraphQLError } from "graphql";
import { DomainError, ValidationError } from "../lib/errors.ts";
import { builder } from "./builder.ts";

/**
 * Expected failures are union members of a mutation's result, never GraphQL errors:
 * ValidationError carries a message per field path; ApplicationError a code and message.
 */
export const ErrorInterface = builder.interfaceRef<Error>("Error").implement({
  description: "A failure the user can act on.",
  fields: (t) => ({ message: t.exposeString("message") }),
});

const FieldErrorRef = builder.objectRef<{ path: string; message: string }>("FieldError").implement({
  description: "A problem with one input field; path is dotted (account.mailingAddress.postalCode).",
  fields: (t) => ({ path: t.exposeString("path"), message: t.exposeString("message") }),
});

builder.objectType(ValidationError, {
  name: "ValidationError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({ fieldErrors: t.field({ type: [FieldErrorRef], resolve: (error) => error.fieldErrors }) }),
});

const ErrorCode = builder.enumType("ErrorCode", {
  values: [
    "UNAUTHENTICATED",
    "FORBIDDEN",
    "NOT_FOUND",
    "CONFLICT",
    "INVALID_STATE",
    "RATE_LIMITED",
    "PLAN_LIMIT",
    "SUBSCRIPTION_INACTIVE",
  ] as const,
});

builder.objectType(DomainError, {
  name: "ApplicationError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof DomainError,
  fields: (t) => ({ code: t.field({ type: ErrorCode, resolve: (error) => error.code }) }),
});

/** A query's DomainError NOT_FOUND as a GraphQL error with that code (route loaders answer 404). */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError && error.code === "NOT_FOUND") {
      throw new GraphQLError(error.message, { extensions: { code: "NOT_FOUND" } });
    }
    throw error;
  }
}
