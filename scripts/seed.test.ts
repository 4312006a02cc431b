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

/** Counts rows in one opening of the embedded database (the script's own process has ended). */
async function counts<T extends string>(queries: Record<T, string>): Promise<Record<T, number>> {
  const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
  try {
    const result = {} as Record<T, number>;
    for (const [name, from] of Object.entries(queries) as [T, string][])
      result[name] = (await database.sql.executeSql(`select count(*)::int as n from ${from}`)).rows[0].n;
    return result;
  } finally {
    await database.close();
  }
}

// The script on the embedded database it opens itself (DATABASE_URL is cleared for it): the PGlite run
// (ADR 054) runs it; the PostgreSQL run would only repeat it.
describe.skipIf(Boolean(process.env.DATABASE_URL))("npm run seed (embedded database)", () => {
  it(
    "leaves a database with data alone, and --reset drops everything and recreates the demo agency",
    // One full seed, in its own process, reading the demo documents; the other run stops at the
    // data it finds. The empty database's first seed is the same seedDemoAgency behind
    // seedDemoIfEmpty, tested in-process by server/seed/demo-seed.test.ts.
    { timeout: 240_000 },
    async () => {
      // a database with data (migrated as the app does, one agency of someone else's)
      const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
      await database.migrate();
      await database.sql.executeSql("insert into agencies (name) values ('Leftover Agency')");
      await database.close();

      expect((await seed()).stdout).toContain("The database already has data; nothing seeded");
      expect(await counts({ agencies: "agencies", users: "agency_users" })).toEqual({ agencies: 1, users: 0 });

      expect((await seed("--reset")).stdout).toContain("Recreated the demo agency");
      const after = await counts({
        leftover: "agencies where name = 'Leftover Agency'",
        demo: "agencies where name = 'Harbor Insurance Agency'",
        agencies: "agencies",
        users: "agency_users",
        // Cara's finished workspaces, built by running the offline engine on the generated
        // declarations, and one answered from the knowledge base, whose four generated documents are read
        knowledgeDocuments: "knowledge_documents where status = 'COMPLETED' and page_count >= 3",
        workspaces: "cara_workspaces where state = 'IDLE'",
        citedAnswers: "cara_messages where role = 'AGENT' and complete and jsonb_array_length(citations) > 0",
        emailCitingPage: "cara_artifacts where type = 'EMAIL' and email_body like '%page 1%'",
      });
      expect(after).toMatchObject({
        leftover: 0,
        demo: 1,
        knowledgeDocuments: 4,
        workspaces: 4,
        citedAnswers: 4,
        emailCitingPage: 1,
      });
      expect(after.agencies).toBeGreaterThan(1); // and the banner states' small agencies
      expect(after.users).toBeGreaterThan(0);
    },
  );
});
