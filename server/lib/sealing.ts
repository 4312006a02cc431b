import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

/**
 * Authenticated encryption of small secrets at rest (ADR 016): AES-256-GCM with a key derived
 * by HKDF-SHA256 from the runtime's secret key. Each sealed value names the key it was sealed
 * with (`keyId`), so keys can rotate: the keyring opens values of every key it holds and
 * seals with the current one.
 */
export interface SealingKey {
  id: string;
  key: Buffer;
}

export interface Keyring {
  current: SealingKey;
  byId: Map<string, SealingKey>;
}

export interface Sealed {
  keyId: string;
  /** iv (12 bytes) ‖ auth tag (16 bytes) ‖ ciphertext. */
  blob: Buffer;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The credentials key of one secret key, and its id (a digest that reveals nothing about the key). */
export function sealingKeyOf(secretKey: Buffer, purpose = "credentials"): SealingKey {
  const key = Buffer.from(hkdfSync("sha256", secretKey, "cara-sealing", `cara/${purpose}/v1`, 32));
  const id = `v1-${createHmac("sha256", key).update("key-id").digest("hex").slice(0, 16)}`;
  return { id, key };
}

/** A keyring sealing with `current` and opening values sealed under `previous` too. */
export function keyringOf(current: Buffer, previous: Buffer[] = [], purpose?: string): Keyring {
  const keys = [current, ...previous].map((secret) => sealingKeyOf(secret, purpose));
  return { current: keys[0]!, byId: new Map(keys.map((k) => [k.id, k])) };
}

/** Seals `plaintext`, bound to `context` (e.g. the owner's id and the provider): it opens only with the same context. */
export function seal(keyring: Keyring, plaintext: string, context: string): Sealed {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyring.current.key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return { keyId: keyring.current.id, blob: Buffer.concat([iv, cipher.getAuthTag(), ciphertext]) };
}

export class UnknownSealingKeyError extends Error {
  constructor(keyId: string) {
    super(`Sealed with key ${keyId}, which is not in the keyring (add the old SECRET_KEY to SECRET_KEY_PREVIOUS)`);
  }
}

/** Opens a sealed value; throws when the key is unknown or the bytes or context were altered. */
export function open(keyring: Keyring, sealed: Sealed, context: string): string {
  const key = keyring.byId.get(sealed.keyId);
  if (!key) throw new UnknownSealingKeyError(sealed.keyId);
  const iv = sealed.blob.subarray(0, IV_BYTES);
  const tag = sealed.blob.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", key.key, iv);
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.blob.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    "utf8",
  );
}
