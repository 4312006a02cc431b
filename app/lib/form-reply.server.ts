import { parse, type Submission, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { data } from "react-router";
import { formDataOf } from "./form-data.server.ts";

/**
 * The one way a route action answers a refused write (ADR 011; docs/product/shell-and-navigation.md,
 * "Refused writes"): messages under their fields, or the application error under the form — for
 * Conform forms and JSON callers alike.
 */

/** What a mutation refused: messages per dotted field path, or one message for the form. */
export type Failure =
  { fieldErrors: Record<string, string[]>; formError?: undefined } | { formError: string; fieldErrors?: undefined };

/** A mutation result member as the MutationFailure fragment selects it. */
type Payload = {
  __typename?: string;
  message?: string;
  fieldErrors?: ReadonlyArray<{ path: string; message: string }>;
};

export const UNKNOWN_ERROR = "An unknown error occurred";

/** The failure a mutation result carries (its ValidationError or ApplicationError member), or null. */
export function failureOf(payload: Payload | null | undefined): Failure | null {
  if (payload?.__typename === "ValidationError") {
    const fieldErrors: Record<string, string[]> = {};
    for (const { path, message } of payload.fieldErrors ?? []) (fieldErrors[path] ??= []).push(message);
    return { fieldErrors };
  }
  if (payload?.__typename === "ApplicationError") return { formError: payload.message || UNKNOWN_ERROR };
  return null;
}

/** The first message of a failure, for a dialog with no fields of its own. */
export function messageOf(failure: Failure): string {
  return failure.formError ?? Object.values(failure.fieldErrors)[0]?.[0] ?? UNKNOWN_ERROR;
}

/** A dotted path ("details.additionalInsureds.0.name") as Conform names the field ("details.additionalInsureds[0].name"). */
export const conformPath = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
const dottedPath = (name: string) => name.replace(/\[(\d+)\]/g, ".$1");

function renameKeys(byPath: Record<string, string[] | null>, rename: (path: string) => string) {
  const renamed: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(byPath)) if (messages) renamed[rename(path)] = messages;
  return renamed;
}

/** What every refused action answers: Conform's reply (values kept) and the JSON fields of API callers. */
export interface FormReply {
  /** Conform's reply: the submitted values and each message under its field ("" is the form). */
  lastResult: SubmissionResult<string[]>;
  /** Messages per dotted field path (JSON callers). */
  validationErrors?: Record<string, string[]>;
  /** The message for the form or the dialog. */
  applicationError?: string;
}

const isSubmission = (source: unknown): source is Submission<unknown> =>
  typeof (source as Submission<unknown>).reply === "function";

/**
 * The reply (400, or `status`) to a refused submit of `source` — a Conform submission of the form,
 * or the JSON body — with `failure`'s messages (none known: "An unknown error occurred").
 */
export function formReply(
  source: Submission<unknown> | Record<string, unknown>,
  failure: Failure | null,
  status = 400,
) {
  const known = failure ?? { formError: UNKNOWN_ERROR };
  const error = known.fieldErrors ? renameKeys(known.fieldErrors, conformPath) : { "": [known.formError] };
  if (!isSubmission(source))
    return replyWith({ status: "error", initialValue: source as Record<string, never>, error }, status);
  return replyWith(
    known.fieldErrors ? source.reply({ fieldErrors: error }) : source.reply({ formErrors: [known.formError] }),
    status,
  );
}

/** The reply (400) to a form that did not pass its schema: Conform's own, messages under the fields. */
export function invalidReply(submission: Submission<unknown>) {
  return replyWith(submission.reply());
}

function replyWith(lastResult: SubmissionResult<string[]>, status = 400) {
  const { "": formErrors, ...validationErrors } = renameKeys(lastResult.error ?? {}, dottedPath);
  const reply: FormReply = {
    lastResult,
    validationErrors: Object.keys(validationErrors).length > 0 ? validationErrors : undefined,
    applicationError: formErrors?.[0],
  };
  return data(reply, { status });
}

/** A submission's body: the form, or the JSON an API caller sends. */
export type SubmissionBody = FormData | Record<string, unknown>;

/** The body of a POST: JSON when it says so, else the form. */
export const readBody = async (request: Request): Promise<SubmissionBody> =>
  sendsJson(request) ? jsonBody(request) : formDataOf(request);

/**
 * The body checked against its domain schema — a form through Conform (values kept for the
 * reply), JSON as sent — or the reply that puts each message under its field.
 */
export function parseBody<S extends z.ZodType>(
  body: SubmissionBody,
  schema: S,
):
  | { ok: true; source: Submission<unknown> | Record<string, unknown>; value: z.output<S> }
  | { ok: false; reply: ReturnType<typeof formReply> } {
  if (body instanceof FormData) {
    const submission = parseWithZod(body, { schema });
    if (submission.status !== "success") return { ok: false, reply: invalidReply(submission) };
    return { ok: true, source: submission, value: submission.value as z.output<S> };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, reply: formReply(body, issuesFailure(parsed.error.issues)) };
  return { ok: true, source: body, value: parsed.data };
}

/** A form's values for a reply when the action checks no schema of its own (dialogs, plain forms). */
export const sourceOf = (body: SubmissionBody) =>
  body instanceof FormData ? parse(body, { resolve: () => ({}) }) : body;

/** Zod issues of a JSON body as field errors by dotted path (JSON callers of the route actions). */
export function issuesFailure(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Failure {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) (fieldErrors[issue.path.map(String).join(".")] ??= []).push(issue.message);
  return { fieldErrors };
}

/** Whether the request sends JSON (API callers) rather than a form. */
export const sendsJson = (request: Request) =>
  Boolean(request.headers.get("content-type")?.includes("application/json"));

/** A JSON body, or {} when it is not JSON (the field checks then say what is missing). */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
