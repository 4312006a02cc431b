import { createHmac, createPublicKey, createVerify } from "node:crypto";
import type { Runtime } from "../../lib/context.ts";
import type { AgencyWebhookAnswer, AgencyWebhookReceiver, AgencyWebhookRequest } from "../webhooks/webhook-registry.ts";
import type { InboundProvider } from "./email-threads.table.ts";
import { inboundByUrlToken, secretsEqual, type InboundSecrets } from "./inbound-settings.service.ts";
import { storeInbound, type InboundArrival } from "./inbound-store.service.ts";
import { messageIdsOf, readPostmark, scanMessageId } from "./mail-parse.ts";
import { readForm } from "./multipart-form.ts";

/**
 * Inbound mail through the webhook registry (ADR 067), one receiver per provider, each at
 * `/webhooks/<provider>/<agency URL token>`: authenticate against the agency's own secret,
 * read the Message-ID (the dedup key), store the raw body durably, answer. Refusals use the
 * status that makes each provider stop retrying (Postmark 403, Mailgun 406, SendGrid 4xx).
 */

/** How old a signed timestamp may be (Mailgun, SendGrid), either way. */
export const SIGNATURE_WINDOW_SECONDS = 10 * 60;

const answer = (status: number, body: Record<string, unknown>): AgencyWebhookAnswer => ({ status, body });
const stored = (outcome: "stored" | "duplicate") => answer(200, { received: true, duplicate: outcome === "duplicate" });

const maxBytes = (config: Runtime["config"]) => Math.floor(config.INBOUND_EMAIL_MAX_MB * 1024 * 1024);

async function store(runtime: Runtime, arrival: InboundArrival, refusedStatus: number): Promise<AgencyWebhookAnswer> {
  const result = await storeInbound(runtime, arrival);
  if (result.outcome === "replay")
    return answer(refusedStatus, { received: false, error: "This delivery was received before (a replay)" });
  return stored(result.outcome);
}

type Agency = { agencyId: string; secrets: InboundSecrets };

async function agencyOf(runtime: Runtime, request: AgencyWebhookRequest): Promise<Agency | null> {
  return inboundByUrlToken(
    { ...runtime, actor: { type: "SYSTEM" }, client: { ipAddress: null, userAgent: null } },
    request.agencyToken,
  );
}

/** The Message-ID of a header block given as text. */
const messageIdOfHeaderText = (text: string | undefined) =>
  text ? scanMessageId(Buffer.from(`${text}\r\n\r\n`)) : null;

// --- Postmark: JSON, Basic credentials in the URL (Postmark signs nothing); 403 stops its retries.

function basicPassword(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "");
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const at = decoded.indexOf(":");
  return at < 0 ? null : decoded.slice(at + 1);
}

export const postmarkInbound: AgencyWebhookReceiver = {
  provider: "email-postmark",
  maxBytes,
  async receive(runtime, request) {
    const agency = await agencyOf(runtime, request);
    if (!agency || !secretsEqual(basicPassword(request.header("authorization")), agency.secrets.POSTMARK)) {
      return answer(403, { received: false, error: "Wrong credentials" });
    }
    let messageId: string | null = null;
    let providerMessageId: string | null = null;
    try {
      const json = readPostmark(request.body);
      providerMessageId = typeof json.MessageID === "string" ? json.MessageID.slice(0, 200) : null;
      const header = (json.Headers ?? []).find((h) => h.Name?.toLowerCase() === "message-id");
      messageId = messageIdsOf(header?.Value)[0] ?? (json.RawEmail ? scanMessageId(Buffer.from(json.RawEmail)) : null);
    } catch {
      // kept as it came: reading it fails later with its reason, shown on the thread
    }
    return store(
      runtime,
      {
        agencyId: agency.agencyId,
        provider: "POSTMARK",
        contentType: request.header("content-type") ?? "application/json",
        raw: request.body,
        messageId,
        providerMessageId,
      },
      403,
    );
  },
};

// --- SendGrid Inbound Parse: multipart/form-data, parsed or raw mode; the URL's last segment is
// the agency's key; with a security policy's public key every post must carry a valid ECDSA signature.

export const SENDGRID_SIGNATURE_HEADER = "X-Twilio-Email-Event-Webhook-Signature";
export const SENDGRID_TIMESTAMP_HEADER = "X-Twilio-Email-Event-Webhook-Timestamp";

/** ECDSA (P-256, SHA-256) over the timestamp followed by the raw body, the key as base64 DER (SPKI) or PEM. */
export function sendgridSignatureValid(publicKey: string, timestamp: string, body: Buffer, signature: string): boolean {
  try {
    const der = publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, "").replace(/\s+/g, "");
    const key = createPublicKey({ key: Buffer.from(der, "base64"), format: "der", type: "spki" });
    const verify = createVerify("sha256");
    verify.update(Buffer.concat([Buffer.from(timestamp, "utf8"), body]));
    return verify.verify(key, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}

const fresh = (runtime: Runtime, timestamp: string) => {
  if (!/^\d{9,11}$/.test(timestamp)) return false;
  return Math.abs(runtime.now().getTime() / 1000 - Number(timestamp)) <= SIGNATURE_WINDOW_SECONDS;
};

export const sendgridInbound: AgencyWebhookReceiver = {
  provider: "email-sendgrid",
  maxBytes,
  async receive(runtime, request) {
    const agency = await agencyOf(runtime, request);
    if (!agency || !secretsEqual(request.extra, agency.secrets.SENDGRID)) {
      return answer(403, { received: false, error: "Wrong URL key" });
    }
    let claim: InboundArrival["claim"];
    if (agency.secrets.sendgridPublicKey) {
      const signature = request.header(SENDGRID_SIGNATURE_HEADER);
      const timestamp = request.header(SENDGRID_TIMESTAMP_HEADER);
      if (!signature || !timestamp) return answer(403, { received: false, error: "Missing signature" });
      if (!fresh(runtime, timestamp)) return answer(403, { received: false, error: "Stale timestamp" });
      if (!sendgridSignatureValid(agency.secrets.sendgridPublicKey, timestamp, request.body, signature)) {
        return answer(403, { received: false, error: "Invalid signature" });
      }
      claim = (ctx) =>
        request.claim(ctx, {
          deliveryId: `${agency.agencyId}:${timestamp}:${signature.slice(0, 120)}`,
          eventType: "email.inbound",
          payload: { agencyId: agency.agencyId },
        });
    }
    let messageId: string | null = null;
    let envelope: InboundArrival["envelope"] = null;
    try {
      const form = readForm(request.body, request.header("content-type"));
      const raw = form.bytes("email");
      messageId = raw ? scanMessageId(raw) : messageIdOfHeaderText(form.field("headers"));
      const parsed = JSON.parse(form.field("envelope") ?? "null") as { from?: unknown; to?: unknown } | null;
      if (parsed) {
        envelope = {
          from: typeof parsed.from === "string" ? parsed.from.toLowerCase() : null,
          to: Array.isArray(parsed.to) ? parsed.to.filter((t): t is string => typeof t === "string") : [],
        };
      }
    } catch {
      // kept as it came; its reason is recorded when it is read
    }
    return store(
      runtime,
      {
        agencyId: agency.agencyId,
        provider: "SENDGRID",
        contentType: request.header("content-type") ?? "multipart/form-data",
        raw: request.body,
        messageId,
        envelope,
        claim,
      },
      403,
    );
  },
};

// --- Mailgun routes: url-encoded or multipart; HMAC-SHA256(signing key, timestamp + token);
// stale timestamps and replayed tokens refused with 406 (Mailgun does not retry it).

export function mailgunSignature(signingKey: string, timestamp: string, token: string): string {
  return createHmac("sha256", signingKey)
    .update(timestamp + token)
    .digest("hex");
}

export const mailgunInbound: AgencyWebhookReceiver = {
  provider: "email-mailgun",
  maxBytes,
  async receive(runtime, request) {
    const agency = await agencyOf(runtime, request);
    if (!agency) return answer(406, { received: false, error: "Unknown address" });
    const key = agency.secrets.mailgunSigningKey;
    if (!key) {
      // retried for 8 hours: time to paste the key in Settings → Email
      return answer(503, { received: false, error: "Mailgun's signing key is not set in Settings → Email" });
    }
    let form: ReturnType<typeof readForm>;
    try {
      form = readForm(request.body, request.header("content-type"));
    } catch {
      return answer(406, { received: false, error: "Unreadable form" });
    }
    const timestamp = form.field("timestamp") ?? "";
    const token = form.field("token") ?? "";
    const signature = form.field("signature") ?? "";
    if (!timestamp || !token || !signature) return answer(406, { received: false, error: "Missing signature" });
    if (!secretsEqual(signature.toLowerCase(), mailgunSignature(key, timestamp, token))) {
      return answer(406, { received: false, error: "Invalid signature" });
    }
    if (!fresh(runtime, timestamp)) return answer(406, { received: false, error: "Stale timestamp" });
    let messageId: string | null = null;
    const mime = form.bytes("body-mime");
    if (mime) messageId = scanMessageId(mime);
    else {
      try {
        const pairs = JSON.parse(form.field("message-headers") ?? "[]") as unknown;
        const pair = Array.isArray(pairs)
          ? (pairs as unknown[]).find(
              (p): p is [string, string] =>
                Array.isArray(p) &&
                typeof p[0] === "string" &&
                p[0].toLowerCase() === "message-id" &&
                typeof p[1] === "string",
            )
          : undefined;
        messageId = messageIdsOf(pair?.[1])[0] ?? null;
      } catch {
        messageId = null;
      }
    }
    return store(
      runtime,
      {
        agencyId: agency.agencyId,
        provider: "MAILGUN",
        contentType: request.header("content-type") ?? "application/x-www-form-urlencoded",
        raw: request.body,
        messageId,
        envelope: {
          from: form.field("sender")?.toLowerCase() ?? null,
          to: (form.field("recipient") ?? "")
            .split(",")
            .map((r) => r.trim().toLowerCase())
            .filter(Boolean),
        },
        claim: (ctx) =>
          request.claim(ctx, {
            deliveryId: `${agency.agencyId}:${token.slice(0, 200)}`,
            eventType: "email.inbound",
            payload: { agencyId: agency.agencyId, timestamp },
          }),
      },
      406,
    );
  },
};

// --- Raw MIME by POST (SES via S3, any MTA's pipe): `Authorization: Bearer <secret>`.

function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match ? match[1]! : basicPassword(header);
}

export const rawMimeInbound: AgencyWebhookReceiver = {
  provider: "email-raw",
  maxBytes,
  async receive(runtime, request) {
    const agency = await agencyOf(runtime, request);
    if (!agency || !secretsEqual(bearer(request.header("authorization")), agency.secrets.RAW)) {
      return answer(403, { received: false, error: "Wrong credentials" });
    }
    if (request.body.byteLength === 0)
      return answer(400, { received: false, error: "The body must be the message (MIME)" });
    const recipient = request.header("x-original-to") ?? request.header("x-envelope-to");
    const sender = request.header("x-envelope-from");
    return store(
      runtime,
      {
        agencyId: agency.agencyId,
        provider: "RAW" satisfies InboundProvider,
        contentType: "message/rfc822",
        raw: request.body,
        messageId: scanMessageId(request.body),
        envelope:
          recipient || sender
            ? { from: sender?.toLowerCase() ?? null, to: recipient ? [recipient.toLowerCase()] : [] }
            : null,
      },
      403,
    );
  },
};

export const emailWebhookReceivers: AgencyWebhookReceiver[] = [
  postmarkInbound,
  sendgridInbound,
  mailgunInbound,
  rawMimeInbound,
];
