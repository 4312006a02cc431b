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

/** Validates service input with its domain schema, or throws a ValidationError keyed by path. */
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

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const seen = new Set<string>();
  const fieldErrors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    if (seen.has(path)) continue; // the first message per field is the one to show
    seen.add(path);
    fieldErrors.push({ path, message: userMessage(issue) });
  }
  throw new ValidationError(fieldErrors);
}
