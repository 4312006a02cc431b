import { z } from "zod";
import type { Feature } from "../../domain/entitlements.ts";
import { requireEntitlement } from "../modules/billing/entitlements.service.ts";
import { agencyIdOf, isAgencyUserCtx, type AgencyCtx, type AgencyUserCtx, type Ctx } from "./context.ts";
import { DomainError, fieldErrorsOfIssues, ValidationError } from "./errors.ts";

/**
 * Who may run an operation (ADR 011). There are no roles (docs/product/users-and-seats.md):
 * - `public`: anyone, signed in or not (sign-in);
 * - `agency`: any actor working for an agency — a user, Cara, an integration, a job;
 * - `agencyUser`: a signed-in person only (the subscription: what the agency pays is never
 *   changed by Cara or an integration on its own).
 */
export type Access = "public" | "agency" | "agencyUser";

type CtxFor<A extends Access> = A extends "agencyUser" ? AgencyUserCtx : A extends "agency" ? AgencyCtx : Ctx;

/**
 * One use case, defined once: GraphQL mutations (`server/graphql/operation-field.ts`), and
 * — next — the assistant's tools are built from it; route actions reach it through GraphQL.
 */
export interface Operation<A extends Access = Access, S extends z.ZodType = z.ZodType, O = unknown> {
  /** The product's name of the call (`createAccount`): the GraphQL field and the tool are named by it. */
  name: string;
  /** What it does, for people: the GraphQL description and the tool's description. */
  description: string;
  /**
   * The input, validated with zod from `domain/`. An `input` member is the form: its field
   * errors are named as the form names its fields (`account.name`, not `input.account.name`).
   */
  input: S;
  access: A;
  /** A plan feature the agency must have (docs/product/plans-and-limits.md). */
  entitlement?: Feature;
  /**
   * Behind the subscription gate (ADR 010), true unless said otherwise: billing and sign-in
   * stay open to an EXPIRED or PAUSED agency. The channel applies it (GraphQL's root types,
   * the assistant's run), so one request is checked once.
   */
  gated?: boolean;
  run(ctx: CtxFor<A>, input: z.output<S>): Promise<O>;
}

export function defineOperation<A extends Access, S extends z.ZodType, O>(
  operation: Operation<A, S, O>,
): Operation<A, S, O> {
  return operation;
}

/** The outcome of an operation: its value, or the failure the user can act on (expected failures are data). */
export type OperationResult<O> = { ok: true; value: O } | { ok: false; error: ValidationError | DomainError };

/** The form's own paths: a leading `input` segment is dropped (see Operation.input). */
const formPath = (segments: string[]) => (segments[0] === "input" ? segments.slice(1) : segments).join(".");

function requireAccess(ctx: Ctx, access: Access): void {
  if (access === "public") return;
  if (!agencyIdOf(ctx)) throw new DomainError("UNAUTHENTICATED", "Sign in to continue");
  if (access === "agencyUser" && !isAgencyUserCtx(ctx))
    throw new DomainError("FORBIDDEN", "Only a signed-in user of the agency can do this.");
}

/**
 * Runs `operation` for `ctx`: checks who acts and the plan, validates `raw` (field errors by
 * path), then runs it. Rule refusals (DomainError) and bad input (ValidationError) come back as
 * `{ ok: false }`; anything else is unexpected and thrown.
 */
export async function runOperation<A extends Access, S extends z.ZodType, O>(
  ctx: Ctx,
  operation: Operation<A, S, O>,
  raw: unknown,
): Promise<OperationResult<O>> {
  try {
    requireAccess(ctx, operation.access);
    if (operation.entitlement) await requireEntitlement(ctx as AgencyCtx, operation.entitlement);
    const parsed = operation.input.safeParse(raw);
    if (!parsed.success) throw new ValidationError(fieldErrorsOfIssues(parsed.error.issues, formPath));
    return { ok: true, value: await operation.run(ctx as CtxFor<A>, parsed.data) };
  } catch (error) {
    if (error instanceof ValidationError || error instanceof DomainError) return { ok: false, error };
    throw error;
  }
}

/** A record's id as an operation takes it (GraphQL ID); the service answers NOT_FOUND for another agency's. */
export const recordIdInput = z.string({ error: "Choose a record" });

/**
 * The JSON schema of what an operation takes, for a tool built from it: dates as ISO strings
 * (how the DateTime scalar and the forms send them); a file part has no JSON form (`{}`), so
 * an operation that takes one is not offered as a tool.
 */
export function operationJsonSchema(operation: Operation<Access, z.ZodType, unknown>) {
  return z.toJSONSchema(operation.input, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === "date") Object.assign(jsonSchema, { type: "string", format: "date-time" });
    },
  });
}
