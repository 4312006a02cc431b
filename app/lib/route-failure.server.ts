import { data } from "react-router";
import { applicationErrorOf, fieldErrorsOf } from "#app/lib/graphql.server.ts";

type Payload = { __typename?: string } & Record<string, unknown>;

/** Spec §7/§8 form failures: { validationErrors } per field path or { applicationError }, status 400. */
export function failureOf(result: Payload) {
  const validationErrors = fieldErrorsOf(result);
  if (validationErrors) return data({ validationErrors, applicationError: undefined }, { status: 400 });
  const applicationError = applicationErrorOf(result);
  if (applicationError) return data({ validationErrors: undefined, applicationError }, { status: 400 });
  return null;
}

/** Zod issues as { validationErrors } keyed by field path (JSON callers of the route actions). */
export function validationErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const validationErrors: Record<string, string[]> = {};
  for (const issue of issues) (validationErrors[issue.path.map(String).join(".")] ??= []).push(issue.message);
  return data({ validationErrors, applicationError: undefined }, { status: 400 });
}

/** A JSON body, or {} when it is not JSON (the field checks then say what is missing). */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
