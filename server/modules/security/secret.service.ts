import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { serverSettings } from "./security.table.ts";

const SECRET_KEY = "secret_key";

/**
 * The key for HMACs: SECRET_KEY when configured, else one generated on first start and
 * kept in the database so that every process (web and workers) shares it.
 */
export async function loadSecretKey(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, "utf8");
  await db
    .insert(serverSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64") })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, SECRET_KEY));
  return Buffer.from(row!.value, "base64");
}
