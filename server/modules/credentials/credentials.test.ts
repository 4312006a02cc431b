import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency } from "#server/seed/agency.factory.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { Ctx } from "../../lib/context.ts";
import { keyringOf, seal, open } from "../../lib/sealing.ts";
import { readCredentials, resealCredentials, saveCredentials } from "./credentials.service.ts";
import { connectorCredentials } from "./credentials.table.ts";

const OLD_KEY = "old-secret-key-0123456789-abcdefghij";
const NEW_KEY = "new-secret-key-0123456789-abcdefghij";
let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await startTestRuntime({ env: { SECRET_KEY: OLD_KEY } });
});
afterAll(async () => {
  await runtime?.close();
});

const storedRow = async (agencyId: string) =>
  (await runtime.db.select().from(connectorCredentials).where(eq(connectorCredentials.agencyId, agencyId)))[0]!;

describe("connector credentials", () => {
  it("round-trip sealed: the stored bytes do not contain the plaintext, and name their key", async () => {
    const agency = await buildAgency(runtime.system);
    const secret = { apiKey: "hubspot-pat-na1-SUPERSECRET-0042", refreshToken: "rt-PLAINTEXT-xyz" };
    await saveCredentials(runtime.system, agency.id, "hubspot", secret);
    expect(await readCredentials(runtime.system, agency.id, "hubspot")).toEqual(secret);

    const row = await storedRow(agency.id);
    expect(row.keyId).toMatch(/^v1-[0-9a-f]{16}$/);
    expect(row.sealed.includes(Buffer.from("SUPERSECRET"))).toBe(false);
    expect(row.sealed.includes(Buffer.from("PLAINTEXT"))).toBe(false);
    expect(row.sealed.toString("latin1")).not.toContain("hubspot-pat");
    // the same plaintext seals differently each time (random IV)
    await saveCredentials(runtime.system, agency.id, "hubspot", secret);
    expect((await storedRow(agency.id)).sealed.equals(row.sealed)).toBe(false);
  });

  it("does not open when the bytes are altered or moved to another agency", async () => {
    const agency = await buildAgency(runtime.system);
    const other = await buildAgency(runtime.system);
    await saveCredentials(runtime.system, agency.id, "hubspot", { apiKey: "k" });
    const row = await storedRow(agency.id);
    const tampered = Buffer.from(row.sealed);
    tampered[tampered.length - 1]! ^= 1;
    await runtime.db
      .update(connectorCredentials)
      .set({ sealed: tampered })
      .where(eq(connectorCredentials.agencyId, agency.id));
    await expect(readCredentials(runtime.system, agency.id, "hubspot")).rejects.toThrow();
    await runtime.db
      .insert(connectorCredentials)
      .values({ agencyId: other.id, provider: "hubspot", keyId: row.keyId, sealed: row.sealed });
    await expect(readCredentials(runtime.system, other.id, "hubspot")).rejects.toThrow();
  });

  it("still open after the key rotates (old key in SECRET_KEY_PREVIOUS), and re-seal under the new key", async () => {
    const agency = await buildAgency(runtime.system);
    await saveCredentials(runtime.system, agency.id, "ams360", { password: "p@ss" });
    const before = await storedRow(agency.id);

    const rotated: Ctx = {
      ...runtime.system,
      secretKey: Buffer.from(NEW_KEY),
      config: { ...runtime.config, SECRET_KEY: NEW_KEY, SECRET_KEY_PREVIOUS: OLD_KEY },
    };
    const withoutOld: Ctx = {
      ...rotated,
      secretKey: Buffer.from(NEW_KEY + "!"),
      config: { ...rotated.config, SECRET_KEY_PREVIOUS: undefined },
    };
    await expect(readCredentials(withoutOld, agency.id, "ams360")).rejects.toThrow(/SECRET_KEY_PREVIOUS/);
    expect(await readCredentials(rotated, agency.id, "ams360")).toEqual({ password: "p@ss" });

    const outcome = await resealCredentials(rotated);
    expect(outcome.resealed).toBeGreaterThanOrEqual(1);
    expect(outcome.failed).toBe(2); // the altered and the moved values of the test before
    const after = await storedRow(agency.id);
    expect(after.keyId).not.toBe(before.keyId);
    const newOnly: Ctx = {
      ...rotated,
      config: { ...rotated.config, SECRET_KEY_PREVIOUS: undefined },
      secretKey: Buffer.from(NEW_KEY),
    };
    expect(await readCredentials(newOnly, agency.id, "ams360")).toEqual({ password: "p@ss" });
  });
});

describe("sealing", () => {
  it("is AES-256-GCM bound to its context", () => {
    const keyring = keyringOf(Buffer.from(NEW_KEY));
    const sealed = seal(keyring, "hello", "ctx-a");
    expect(sealed.blob.length).toBe(12 + 16 + 5);
    expect(open(keyring, sealed, "ctx-a")).toBe("hello");
    expect(() => open(keyring, sealed, "ctx-b")).toThrow();
  });
});
