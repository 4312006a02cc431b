import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cara-seed-"));
const seed = (...args: string[]) =>
  run(path.join(root, "node_modules/.bin/tsx"), ["scripts/seed.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "info" },
  });

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function count(table: string): Promise<number> {
  const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
  try {
    return (await database.sql.executeSql(`select count(*)::int as n from ${table}`)).rows[0].n;
  } finally {
    await database.close();
  }
}

describe("npm run seed (embedded database)", () => {
  it(
    "seeds once, leaves existing data alone, and recreates the demo agency with --reset",
    // three seeds, each in its own process, each reading the demo documents
    { timeout: 240_000 },
    async () => {
      expect((await seed()).stdout).toContain("Seeded the demo agency");
      const users = await count("agency_users");
      const seededAgencies = await count("agencies");
      expect(users).toBeGreaterThan(0);
      // Cara's finished workspaces, built by running the offline engine on the generated declarations,
      // and one answered from the knowledge base, whose four generated documents are read
      expect(await count("knowledge_documents where status = 'COMPLETED' and page_count >= 3")).toBe(4);
      expect(await count("cara_workspaces where state = 'IDLE'")).toBe(4);
      expect(await count("cara_messages where role = 'AGENT' and complete and jsonb_array_length(citations) > 0")).toBe(
        4,
      );
      expect(await count("cara_artifacts where type = 'EMAIL' and email_body like '%page 1%'")).toBe(1);
      expect((await seed()).stdout).toContain("nothing seeded");

      // something the reset must remove
      const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
      await database.sql.executeSql("insert into agencies (name) values ('Leftover Agency')");
      await database.close();
      expect(await count("agencies")).toBe(seededAgencies + 1);

      expect((await seed("--reset")).stdout).toContain("Recreated the demo agency");
      expect(await count("agencies")).toBe(seededAgencies);
      expect(await count("agency_users")).toBe(users);
      expect(await count("cara_workspaces")).toBe(4);
    },
  );
});
