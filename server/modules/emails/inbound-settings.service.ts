import { randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { inTransaction, onCommit, type AgencyCtx, type Ctx } from "../../lib/context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { readCredentials, saveCredentials } from "../credentials/credentials.service.ts";
import { getViewerAgency } from "../identity/agency.service.ts";
import { emailInboundSettings } from "./email-threads.table.ts";

/**
 * The agency's inbound address and its providers' webhook URLs and secrets (ADR 067). The address
 * and the URL token are public names; the secrets are sealed in connector_credentials under
 * `email-inbound` (ADR 016's sealing), bound to the agency.
 */

export const INBOUND_CREDENTIALS = "email-inbound";

/** Secrets Cara generates (Regenerate makes a new one) and keys the agency copies from its provider. */
export const GENERATED_SECRETS = ["POSTMARK", "SENDGRID", "RAW"] as const;
export type GeneratedSecret = (typeof GENERATED_SECRETS)[number];
export const PROVIDER_KEYS = ["MAILGUN", "SENDGRID"] as const;
export type ProviderKey = (typeof PROVIDER_KEYS)[number];

export interface InboundSecrets {
  /** Basic-auth password in Postmark's webhook URL (Postmark signs nothing). */
  POSTMARK: string;
  /** The last path segment of SendGrid's Parse URL (SendGrid signs only with a security policy). */
  SENDGRID: string;
  /** Bearer token of the raw-MIME endpoint. */
  RAW: string;
  /** Mailgun's HTTP webhook signing key, pasted by the agency; without it Mailgun's posts are refused. */
  mailgunSigningKey: string | null;
  /** The public key of a SendGrid security policy (base64 DER), pasted by the agency; with it every post must be signed. */
  sendgridPublicKey: string | null;
}

export type InboundSettings = typeof emailInboundSettings.$inferSelect;

const newSecret = () => randomBytes(24).toString("base64url");

/** `harbor-point-insurance-3f9a`: the agency's name, lower-case letters and digits, and 4 random hex digits. */
function localPartOf(name: string): string {
  const slug =
    name
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 32)
      .replace(/-+$/, "") || "agency";
  return `${slug}-${randomBytes(2).toString("hex")}`;
}

async function readSecrets(ctx: Ctx, agencyId: string): Promise<InboundSecrets | null> {
  const stored = await readCredentials(ctx, agencyId, INBOUND_CREDENTIALS);
  return stored ? (stored as unknown as InboundSecrets) : null;
}

/** The agency's settings and secrets, made on first use (a new address, fresh secrets). */
export async function ensureInboundSettings(
  ctx: AgencyCtx,
): Promise<{ settings: InboundSettings; secrets: InboundSecrets }> {
  const agencyId = ctx.actor.agencyId;
  const [existing] = await ctx.db
    .select()
    .from(emailInboundSettings)
    .where(eq(emailInboundSettings.agencyId, agencyId));
  const existingSecrets = existing ? await readSecrets(ctx, agencyId) : null;
  if (existing && existingSecrets) return { settings: existing, secrets: existingSecrets };
  return inTransaction(ctx, async (tx) => {
    const agency = await getViewerAgency(tx).catch(() => null);
    let settings: InboundSettings | undefined;
    // two agencies of one name may draw the same 4-hex suffix: draw again (the agency's own row wins)
    for (let attempt = 0; !settings && attempt < 8; attempt++) {
      await tx.db
        .insert(emailInboundSettings)
        .values({ agencyId, localPart: localPartOf(agency?.name ?? "agency"), urlToken: newSecret() })
        .onConflictDoNothing();
      [settings] = await tx.db.select().from(emailInboundSettings).where(eq(emailInboundSettings.agencyId, agencyId));
    }
    if (!settings) throw new Error("Could not choose an inbound address for the agency");
    let secrets = await readSecrets(tx, agencyId);
    if (!secrets) {
      secrets = {
        POSTMARK: newSecret(),
        SENDGRID: newSecret(),
        RAW: newSecret(),
        mailgunSigningKey: null,
        sendgridPublicKey: null,
      };
      await saveCredentials(tx, agencyId, INBOUND_CREDENTIALS, { ...secrets });
    }
    return { settings, secrets };
  });
}

type InboundOfToken = { agencyId: string; settings: InboundSettings; secrets: InboundSecrets };

/**
 * A webhook delivery's agency and secrets, kept for 2 seconds in this process (ADR 070): a burst
 * of deliveries reads them once instead of twice per delivery. A change made in this process
 * (Regenerate, a provider key) forgets them at once; another web process sees it within 2 s.
 */
const TOKEN_CACHE_MS = 2000;
const tokenCache = new Map<string, { at: number; value: InboundOfToken }>();

/** Forgets the agency's cached webhook secrets (after a change to them). */
export function forgetInboundSecrets(agencyId: string) {
  for (const [token, entry] of tokenCache) if (entry.value.agencyId === agencyId) tokenCache.delete(token);
}

/** The agency a webhook URL's token names, with its secrets; null for an unknown token. */
export async function inboundByUrlToken(ctx: Ctx, urlToken: string): Promise<InboundOfToken | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(urlToken)) return null;
  const hit = tokenCache.get(urlToken);
  if (hit && Date.now() - hit.at < TOKEN_CACHE_MS) return hit.value;
  const [settings] = await ctx.db
    .select()
    .from(emailInboundSettings)
    .where(eq(emailInboundSettings.urlToken, urlToken));
  if (!settings) return null;
  const secrets = await readSecrets(ctx, settings.agencyId);
  if (!secrets) return null;
  const value = { agencyId: settings.agencyId, settings, secrets };
  if (tokenCache.size >= 1000) tokenCache.clear();
  tokenCache.set(urlToken, { at: Date.now(), value });
  return value;
}

/** `local+tag@domain` → `{ local, tag, domain }` (lower-cased), or null when it is no address. */
export function splitAddress(address: string): { local: string; tag: string | null; domain: string } | null {
  const match = /^<?\s*([^@<>\s]+)@([^@<>\s]+?)\s*>?$/.exec(address.trim().toLowerCase());
  if (!match) return null;
  const [local, ...tags] = match[1]!.split("+");
  return { local: local!, tag: tags.length > 0 ? tags.join("+") : null, domain: match[2]! };
}

/** The agency whose inbound address (any plus-tag) this is, or null: the SMTP listener's routing. */
export async function agencyOfAddress(ctx: Ctx, address: string): Promise<string | null> {
  const parts = splitAddress(address);
  if (!parts || parts.domain !== ctx.config.INBOUND_EMAIL_DOMAIN.toLowerCase()) return null;
  const [row] = await ctx.db
    .select({ agencyId: emailInboundSettings.agencyId })
    .from(emailInboundSettings)
    .where(eq(emailInboundSettings.localPart, parts.local));
  return row?.agencyId ?? null;
}

export const inboundAddressOf = (ctx: Pick<Ctx, "config">, settings: Pick<InboundSettings, "localPart">) =>
  `${settings.localPart}@${ctx.config.INBOUND_EMAIL_DOMAIN}`;

/** Constant-time equality of two secrets (a length difference is answered at once: lengths are not secret here). */
export function secretsEqual(given: string | null | undefined, expected: string | null | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What Settings → Email shows: the address, the listener, each provider's URL and secret. */
export interface InboundView {
  address: string;
  smtp: { host: string; port: number; enabled: boolean };
  providers: Array<{
    provider: "POSTMARK" | "SENDGRID" | "MAILGUN" | "RAW";
    webhookUrl: string;
    secret: string | null;
    /** A key the agency pasted from the provider (Mailgun's signing key, SendGrid's public key) is set. */
    keyConfigured: boolean | null;
  }>;
}

export async function inboundView(ctx: AgencyCtx): Promise<InboundView> {
  const { settings, secrets } = await ensureInboundSettings(ctx);
  const base = `${ctx.config.appUrl}/webhooks`;
  const token = settings.urlToken;
  const postmarkUrl = (() => {
    const url = new URL(`${base}/email-postmark/${token}`);
    url.username = "postmark";
    url.password = secrets.POSTMARK;
    return url.toString();
  })();
  return {
    address: inboundAddressOf(ctx, settings),
    smtp: {
      host: ctx.config.INBOUND_SMTP_HOST,
      port: ctx.config.INBOUND_SMTP_PORT,
      enabled: ctx.config.INBOUND_SMTP_PORT > 0,
    },
    providers: [
      { provider: "POSTMARK", webhookUrl: postmarkUrl, secret: secrets.POSTMARK, keyConfigured: null },
      {
        provider: "SENDGRID",
        webhookUrl: `${base}/email-sendgrid/${token}/${secrets.SENDGRID}`,
        secret: secrets.SENDGRID,
        keyConfigured: Boolean(secrets.sendgridPublicKey),
      },
      {
        provider: "MAILGUN",
        webhookUrl: `${base}/email-mailgun/${token}`,
        secret: null,
        keyConfigured: Boolean(secrets.mailgunSigningKey),
      },
      { provider: "RAW", webhookUrl: `${base}/email-raw/${token}`, secret: secrets.RAW, keyConfigured: null },
    ],
  };
}

/** Regenerate a secret Cara made: the old one stops working at once; audited. */
export async function regenerateInboundSecret(ctx: AgencyCtx, provider: GeneratedSecret): Promise<InboundView> {
  if (!GENERATED_SECRETS.includes(provider)) throw ValidationError.field("provider", "Choose a provider");
  await ensureInboundSettings(ctx);
  await inTransaction(ctx, async (tx) => {
    const secrets = (await readSecrets(tx, tx.actor.agencyId))!;
    await saveCredentials(tx, tx.actor.agencyId, INBOUND_CREDENTIALS, { ...secrets, [provider]: newSecret() });
    forgetInboundSecrets(tx.actor.agencyId);
    await onCommit(tx, async () => forgetInboundSecrets(tx.actor.agencyId));
    await recordAudit(tx, {
      action: "email_inbound.secret_regenerated",
      recordType: "email_inbound_settings",
      recordId: tx.actor.agencyId,
      data: { provider },
    });
  });
  return inboundView(ctx);
}

/** Mailgun's signing key or SendGrid's public key as the agency pasted it; empty removes it; audited (never the key itself). */
export async function setInboundProviderKey(
  ctx: AgencyCtx,
  provider: ProviderKey,
  value: string | null,
): Promise<InboundView> {
  const key = value?.trim() ? value.trim() : null;
  if (key && provider === "SENDGRID") {
    const body = key.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, "").replace(/\s+/g, "");
    if (!/^[A-Za-z0-9+/]+=*$/.test(body) || body.length < 40) {
      throw ValidationError.field("key", "Paste the security policy's public key (base64, as SendGrid shows it)");
    }
  }
  if (key && provider === "MAILGUN" && (key.length < 16 || key.length > 200 || /\s/.test(key))) {
    throw ValidationError.field("key", "Paste Mailgun's HTTP webhook signing key (one word, from Sending → Webhooks)");
  }
  await ensureInboundSettings(ctx);
  await inTransaction(ctx, async (tx) => {
    const secrets = (await readSecrets(tx, tx.actor.agencyId))!;
    const field = provider === "MAILGUN" ? "mailgunSigningKey" : "sendgridPublicKey";
    await saveCredentials(tx, tx.actor.agencyId, INBOUND_CREDENTIALS, { ...secrets, [field]: key });
    forgetInboundSecrets(tx.actor.agencyId);
    await onCommit(tx, async () => forgetInboundSecrets(tx.actor.agencyId));
    await recordAudit(tx, {
      action: key ? "email_inbound.key_set" : "email_inbound.key_removed",
      recordType: "email_inbound_settings",
      recordId: tx.actor.agencyId,
      data: { provider },
    });
  });
  return inboundView(ctx);
}
