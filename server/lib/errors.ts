import type { z } from "zod";

/** A problem with one input field, keyed by its path (`account.mailingAddress.postalCode`). */
export interface FieldError {
  path: string;
  message: string;
}

export type DomainErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "INVALID_STATE"
  | "RATE_LIMITED"
  /** A plan limit is reached or a feature is not on the plan (docs/product/plans-and-limits.md). */
  | "PLAN_LIMIT"
  /** The subscription is EXPIRED or PAUSED: only billing, the profile and sign-out answer. */
  | "SUBSCRIPTION_INACTIVE";

/** A rule said no. The message is written for the user and is shown as is. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** The input is wrong; each message belongs under its field. */
export class ValidationError extends Error {
  constructor(readonly fieldErrors: FieldError[]) {
    super(fieldErrors[0]?.message ?? "The input is not valid");
    this.name = "ValidationError";
  }

  static field(path: string, message: string): ValidationError {
    return new ValidationError([{ path, message }]);
  }
}

/**
 * A zod default ("Invalid input: expected string, received undefined") is a parser's words,
 * not a person's: it becomes "This field is required" or "Enter a valid value"; the schemas'
 * own messages pass through (docs/product/policies.md, "Messages").
 */
export function userMessage(issue: { code?: string; message: string; input?: unknown }): string {
  if (!/^(Invalid|Too (big|small)|Unrecognized key)/.test(issue.message)) return issue.message;
  if (
    /received (undefined|null)$/.test(issue.message) ||
    (issue.code === "invalid_type" && issue.input == null && "input" in issue)
  )
    return "This field is required";
  return "Enter a valid value";
}

/** Zod issues as field errors: one per dotted path (the first message is the one to show). */
export function fieldErrorsOfIssues(
  issues: ReadonlyArray<{ path: PropertyKey[]; code?: string; message: string; input?: unknown }>,
  pathOf: (segments: string[]) => string = (segments) => segments.join("."),
): FieldError[] {
  const byPath = new Map<string, string>();
  for (const issue of issues) {
    const path = pathOf(issue.path.map(String));
    if (!byPath.has(path)) byPath.set(path, userMessage(issue));
  }
  return [...byPath].map(([path, message]) => ({ path, message }));
}

/** Validates service input with its domain schema, or throws a ValidationError keyed by path. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(fieldErrorsOfIssues(result.error.issues));
}
