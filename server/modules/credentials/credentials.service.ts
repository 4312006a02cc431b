import { and, eq, ne } from "drizzle-orm";
import type { Ctx } from "../../lib/context.ts";
import { keyringOf, open, seal, type Keyring } from "../../lib/sealing.ts";
import { connectorCredentials } from "./credentials.table.ts";

/** Connector credentials: any JSON object (API key, OAuth tokens), stored sealed (ADR 016). */
export type Credentials = Record<string, unknown>;

const keyrings = new WeakMap<Buffer, Keyring>();

/** The keyring of the runtime: the secret key seals, SECRET_KEY_PREVIOUS's keys still open. */
export function credentialsKeyring(ctx: Pick<Ctx, "secretKey" | "config">): Keyring {
  let keyring = keyrings.get(ctx.secretKey);
  if (!keyring) {
    const previous = (ctx.config.SECRET_KEY_PREVIOUS ?? "")
      .split(",")
      .map((key) => key.trim())
      .filter(Boolean)
      .map((key) => Buffer.from(key, "utf8"));
    keyring = keyringOf(ctx.secretKey, previous);
    keyrings.set(ctx.secretKey, keyring);
  }
  return keyring;
}

/** Binds a sealed value to its row: a value copied to another agency or provider does not open. */
const contextOf = (agencyId: string, provider: string) => `connector_credentials:${agencyId}:${provider}`;

export async function saveCredentials(ctx: Ctx, agencyId: string, provider: string, credentials: Credentials) {
  const sealed = seal(credentialsKeyring(ctx), JSON.stringify(credentials), contextOf(agencyId, provider));
  await ctx.db
    .insert(connectorCredentials)
    .values({ agencyId, provider, keyId: sealed.keyId, sealed: sealed.blob })
    .onConflictDoUpdate({
      target: [connectorCredentials.agencyId, connectorCredentials.provider],
      set: { keyId: sealed.keyId, sealed: sealed.blob, updatedAt: ctx.now() },
    });
}

export async function readCredentials(ctx: Ctx, agencyId: string, provider: string): Promise<Credentials | null> {
  const [row] = await ctx.db
    .select()
    .from(connectorCredentials)
    .where(and(eq(connectorCredentials.agencyId, agencyId), eq(connectorCredentials.provider, provider)));
  if (!row) return null;
  const plaintext = open(
    credentialsKeyring(ctx),
    { keyId: row.keyId, blob: row.sealed },
    contextOf(agencyId, provider),
  );
  return JSON.parse(plaintext) as Credentials;
}

export async function deleteCredentials(ctx: Ctx, agencyId: string, provider: string) {
  await ctx.db
    .delete(connectorCredentials)
    .where(and(eq(connectorCredentials.agencyId, agencyId), eq(connectorCredentials.provider, provider)));
}

/**
 * Re-seals every credential sealed under an older key with the current one. A value that does
 * not open (its key is gone, or it was altered) is logged and left as it is.
 */
export async function resealCredentials(ctx: Ctx): Promise<{ resealed: number; failed: number }> {
  const keyring = credentialsKeyring(ctx);
  const stale = await ctx.db
    .select()
    .from(connectorCredentials)
    .where(ne(connectorCredentials.keyId, keyring.current.id));
  let resealed = 0;
  for (const row of stale) {
    const context = contextOf(row.agencyId, row.provider);
    let plaintext: string;
    try {
      plaintext = open(keyring, { keyId: row.keyId, blob: row.sealed }, context);
    } catch (error) {
      ctx.log.error("Credentials could not be opened to re-seal", {
        agencyId: row.agencyId,
        provider: row.provider,
        keyId: row.keyId,
        error,
      });
      continue;
    }
    const sealed = seal(keyring, plaintext, context);
    await ctx.db
      .update(connectorCredentials)
      .set({ keyId: sealed.keyId, sealed: sealed.blob, updatedAt: ctx.now() })
      .where(and(eq(connectorCredentials.agencyId, row.agencyId), eq(connectorCredentials.provider, row.provider)));
    resealed++;
  }
  return { resealed, failed: stale.length - resealed };
}
