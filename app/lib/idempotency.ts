/**
 * Idempotent form submissions (ADR 011): every write form carries a key in this hidden field,
 * made when the form is rendered (on the server too, so it works without JavaScript) and kept
 * until an answer arrives; a submit retried after a lost answer sends the same key again.
 */
export const IDEMPOTENCY_FIELD = "_idempotency";

/** 128 random bits as hex (getRandomValues: also on plain-http pages, where randomUUID is missing). */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
