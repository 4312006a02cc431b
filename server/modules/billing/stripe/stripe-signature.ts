import { createHmac, timingSafeEqual } from "node:crypto";

/** Stripe's default tolerance between the signature's timestamp and now. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The `Stripe-Signature` header for a payload: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
export function signStripePayload(payload: string | Buffer, secret: string, timestamp: number): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.`).update(payload).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Checks a webhook's `Stripe-Signature` header (v1 scheme): the HMAC of `${t}.${payload}` with
 * the endpoint's secret, the timestamp within the tolerance. Returns why it fails, or null.
 */
export function stripeSignatureProblem(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): string | null {
  if (!header) return "Missing Stripe-Signature header";
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === "t" && value && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === "v1" && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return "Malformed Stripe-Signature header";
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return "Timestamp outside the tolerance zone";
  const expected = Buffer.from(
    signStripePayload(payload, secret, timestamp).slice(`t=${timestamp},v1=`.length),
    "utf8",
  );
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, "utf8");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? null : "No signature matches the payload";
}
