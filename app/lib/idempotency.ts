/**
 * Idempotent form submissions (ADR 011): every write form carries a key in this hidden field,
 * made when the form is rendered (on the server too, so it works without JavaScript) and kept
 * until an answer arrives; a submit retried after a lost answer sends the same key again.
 */
export const IDEMPOTENCY_FIELD = "_idempotency";

const KEY_BYTES = 16;
const POOL_BYTES = 4096;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));
let pool = new Uint8Array(0);
let used = 0;

/**
 * 128 random bits as hex (getRandomValues: also on plain-http pages, where randomUUID is
 * missing). The bytes come from a pool filled 4 KB at a time: one call to the system's random
 * source per 256 keys rather than per key, which a page with a dozen forms made on every render.
 * Bytes are used once and never handed out twice.
 */
export function newIdempotencyKey(): string {
  if (used + KEY_BYTES > pool.length) {
    pool = globalThis.crypto.getRandomValues(new Uint8Array(POOL_BYTES));
    used = 0;
  }
  let key = "";
  for (let index = used; index < used + KEY_BYTES; index++) key += HEX[pool[index]!];
  used += KEY_BYTES;
  return key;
}
