import { createHash } from "node:crypto";
import { redirect, type AppLoadContext } from "react-router";
import { formReply, sourceOf, type SubmissionBody } from "./form-reply.server.ts";
import { IDEMPOTENCY_FIELD } from "./idempotency.ts";

/**
 * Idempotent route actions (ADR 011, the keys of ADR 021): a submit carrying a key (the
 * forms' hidden field, or an `Idempotency-Key` header) runs once. Its answer is kept when it
 * wrote something — a redirect, or data for a fetcher — and a repeat of the same submission
 * gets that answer back without running again. A refused submit (a form reply) frees the key:
 * nothing was written, so the corrected form may be sent under the same key.
 */

type Kept = { redirect: string } | { data: unknown };

export const idempotencyMessages = {
  malformed: "This form could not be sent. Reload the page and try again.",
  mismatch: "This form was already sent with other values. Reload the page to send it again.",
  inProgress: "This form is still being sent. Wait a moment, then reload the page.",
};

/** The submission's identity: method, address and every field but the key (files by content). */
async function digestOf(request: Request, body: SubmissionBody): Promise<string> {
  const url = new URL(request.url);
  const hash = createHash("sha256").update(`${request.method} ${url.pathname}${url.search}\u0000`);
  if (!(body instanceof FormData)) return hash.update(JSON.stringify(body)).digest("hex");
  for (const [name, value] of body) {
    if (name === IDEMPOTENCY_FIELD) continue;
    hash.update(`${name}\u0000`);
    if (typeof value === "string") hash.update(`s${value}`);
    else hash.update(`f${value.name}\u0000${value.size}\u0000`).update(new Uint8Array(await value.arrayBuffer()));
    hash.update("\u0000");
  }
  return hash.digest("hex");
}

function keyOf(request: Request, body: SubmissionBody): string | null {
  const field = body instanceof FormData ? body.get(IDEMPOTENCY_FIELD) : null;
  return typeof field === "string" && field ? field : request.headers.get("idempotency-key");
}

const isRedirect = (value: unknown): value is Response =>
  value instanceof Response && value.status >= 300 && value.status < 400 && value.headers.has("location");
/** A `data(…, { status: 4xx })` answer: a refusal. */
const isRefusal = (value: unknown) =>
  typeof value === "object" && value !== null && ((value as { init?: ResponseInit | null }).init?.status ?? 0) >= 400;

const refusal = (body: SubmissionBody, message: string) => formReply(sourceOf(body), { formError: message });

/** Runs `work` (the action's write) once for the submission's idempotency key. */
export async function submitOnce<T>(
  context: AppLoadContext,
  request: Request,
  body: SubmissionBody,
  work: () => Promise<T>,
): Promise<T | ReturnType<typeof formReply>> {
  const key = keyOf(request, body);
  const claim = key ? await context.claimSubmission(key, await digestOf(request, body)) : null;
  if (!key || !claim) return work();
  switch (claim.kind) {
    case "malformed":
      return refusal(body, idempotencyMessages.malformed);
    case "mismatch":
      return refusal(body, idempotencyMessages.mismatch);
    case "in-progress":
      return refusal(body, idempotencyMessages.inProgress);
    case "replay": {
      const kept = claim.response as Kept;
      if ("redirect" in kept) throw redirect(kept.redirect, { headers: { "Idempotent-Replayed": "true" } });
      return kept.data as T;
    }
  }
  let answer: T;
  try {
    answer = await work();
  } catch (thrown) {
    const location = isRedirect(thrown) ? thrown.headers.get("location") : null;
    await context.settleSubmission(key, location ? ({ redirect: location } satisfies Kept) : null);
    throw thrown;
  }
  await context.settleSubmission(key, isRefusal(answer) ? null : ({ data: answer } satisfies Kept));
  return answer;
}
