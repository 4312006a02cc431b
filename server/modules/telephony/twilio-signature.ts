import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * Twilio's request signatures (ADR 075, reference twilio-conversationrelay.md §2), as
 * `twilio@6.3.1` computes them: base64(HMAC(secret, url + every POST parameter as key + value,
 * keys sorted, a repeated key's values de-duplicated and sorted)). The auth token signs with
 * HMAC-SHA1; a Webhooks Rule's SharedKey with HMAC-SHA256 (named by
 * `X-Twilio-Webhooks-Signature-Settings: key=<id>,algorithm=HMAC_SHA256`). A WebSocket upgrade is a
 * GET: the URL alone is signed. A JSON body is signed through `bodySHA256` in the query string.
 */
export type SignatureAlgorithm = "sha1" | "sha256";

export type FormParams = Array<[string, string]>;

/** The form body's parameters in order, repeated keys kept (`a=1&a=2`). */
export function parseForm(body: string): FormParams {
  return [...new URLSearchParams(body)];
}

/** The string Twilio signs: the URL, then each sorted key with each of its sorted, distinct values. */
export function signedString(url: string, params: FormParams): string {
  const byKey = new Map<string, Set<string>>();
  for (const [key, value] of params) {
    const values = byKey.get(key) ?? new Set<string>();
    values.add(value);
    byKey.set(key, values);
  }
  let data = url;
  for (const key of [...byKey.keys()].sort()) {
    for (const value of [...byKey.get(key)!].sort()) data += key + value;
  }
  return data;
}

export function expectedSignature(
  secret: string,
  url: string,
  params: FormParams,
  algorithm: SignatureAlgorithm = "sha1",
): string {
  return createHmac(algorithm, secret)
    .update(Buffer.from(signedString(url, params), "utf8"))
    .digest("base64");
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The URL as written and with its default port added or removed (the SDK tries both: a proxy may
 * drop `:443` that Twilio signed, or the other way round).
 */
export function urlVariants(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [url];
  }
  const defaultPort = parsed.protocol === "https:" || parsed.protocol === "wss:" ? "443" : "80";
  const variants = [url];
  if (parsed.port === "" || parsed.port === defaultPort) {
    const withPort = `${parsed.protocol}//${parsed.username ? `${parsed.username}:${parsed.password}@` : ""}${parsed.hostname}:${defaultPort}${parsed.pathname}${parsed.search}`;
    const withoutPort = `${parsed.protocol}//${parsed.username ? `${parsed.username}:${parsed.password}@` : ""}${parsed.hostname}${parsed.pathname}${parsed.search}`;
    for (const variant of [withPort, withoutPort]) if (!variants.includes(variant)) variants.push(variant);
  }
  return variants;
}

/** `key=<id>,algorithm=HMAC_SHA256` → "sha256"; null for a header that names no known algorithm. */
export function algorithmFromSettings(header: string): SignatureAlgorithm | null {
  const algorithm = /(?:^|,)\s*algorithm\s*=\s*([A-Za-z0-9_]+)/.exec(header)?.[1]?.toUpperCase();
  if (algorithm === "HMAC_SHA256") return "sha256";
  if (algorithm === "HMAC_SHA1") return "sha1";
  return null;
}

export interface SignedRequest {
  /** The URLs Twilio may have signed (public base URL, forwarded headers, Host), each tried. */
  urls: string[];
  /** POST form parameters ([] for a GET, a WebSocket upgrade or a JSON body). */
  params: FormParams;
  /** The raw body, for a JSON-bodied request whose URL carries `bodySHA256`. */
  rawBody?: Buffer;
  header(name: string): string | undefined;
}

export interface SignatureSecrets {
  authToken?: string;
  sharedKeySecret?: string;
}

export type SignatureVerdict =
  { ok: true; url: string | null; checked: boolean } | { ok: false; status: 403 | 500; reason: string };

/** Whether Twilio's signatures are checked at all: only with a secret configured (ADR 075). */
export const signaturesRequired = (secrets: SignatureSecrets) => Boolean(secrets.authToken || secrets.sharedKeySecret);

/**
 * Checks `X-Twilio-Signature` as `twilio.webhook()` does: no secret configured → accepted
 * (the embedded default); no signature → 403 (the SDK answers 400; issue 31 asks 403 for an
 * unsigned request, ADR 075); a SharedKey settings header without a configured
 * SharedKey secret → 500; a signature matching none of the URLs → 403. A `bodySHA256` in the
 * URL must also match the raw body's SHA-256.
 */
export function verifyTwilioSignature(request: SignedRequest, secrets: SignatureSecrets): SignatureVerdict {
  if (!signaturesRequired(secrets)) return { ok: true, url: request.urls[0] ?? null, checked: false };
  const signature = request.header("x-twilio-signature");
  if (!signature) return { ok: false, status: 403, reason: "No X-Twilio-Signature header" };
  const settings = request.header("x-twilio-webhooks-signature-settings");
  let secret: string | undefined;
  let algorithm: SignatureAlgorithm;
  if (settings) {
    const named = algorithmFromSettings(settings);
    if (!named) return { ok: false, status: 403, reason: "Unknown signature algorithm" };
    if (named === "sha256" && !secrets.sharedKeySecret) {
      return { ok: false, status: 500, reason: "Signed with a SharedKey but TWILIO_SHARED_KEY_SECRET is not set" };
    }
    algorithm = named;
    secret = named === "sha256" ? secrets.sharedKeySecret : secrets.authToken;
  } else {
    algorithm = "sha1";
    secret = secrets.authToken;
  }
  if (!secret) return { ok: false, status: 403, reason: "No secret for this signature" };
  for (const base of request.urls) {
    for (const url of urlVariants(base)) {
      const bodyHash = bodyHashOf(url);
      const params = bodyHash === null ? request.params : [];
      if (!sameText(expectedSignature(secret, url, params, algorithm), signature)) continue;
      if (bodyHash !== null) {
        const actual = createHash("sha256")
          .update(request.rawBody ?? Buffer.alloc(0))
          .digest("hex");
        if (!sameText(actual, bodyHash.toLowerCase())) return { ok: false, status: 403, reason: "bodySHA256 mismatch" };
      }
      return { ok: true, url: base, checked: true };
    }
  }
  return { ok: false, status: 403, reason: "X-Twilio-Signature does not match" };
}

function bodyHashOf(url: string): string | null {
  try {
    return new URL(url).searchParams.get("bodySHA256");
  } catch {
    return null;
  }
}
