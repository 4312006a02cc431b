import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, sqlExecutorFor, type Database } from "./client.ts";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.ts";
import { PgliteWorkerClient } from "./pglite-worker-client.ts";

/** The embedded database in a worker thread, and one process per data directory (ADR 018). */
describe.skipIf(Boolean(process.env.DATABASE_URL))("PGlite in a worker thread", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cara-worker-"));
  const dataDir = path.join(root, "db");
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir, pgliteWorker: true });
    await (database.db as any).execute(
      sql`create table items (id int primary key, note text, at timestamptz default now())`,
    );
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("runs the app's database in a worker, answering drizzle like PGlite does", async () => {
    expect((database.db as any).$client).toBeInstanceOf(PgliteWorkerClient);
    await (database.db as any).execute(sql`insert into items (id, note) values (1, 'one')`);
    const { rows } = await (database.db as any).execute(sql`select id, note, at, '{"a":[1]}'::jsonb as j from items`);
    // drizzle's identity parsers keep timestamps as text; JSON arrives parsed
    expect(rows).toEqual([{ id: 1, note: "one", at: expect.stringMatching(/^\d{4}-/), j: { a: [1] } }]);
  });

  it("commits a transaction, rolls back a failed one, and keeps other statements out until it ends", async () => {
    await database.db.transaction(async (tx) => {
      await (tx as any).execute(sql`insert into items (id, note) values (2, 'two')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await (tx as any).execute(sql`insert into items (id, note) values (3, 'three')`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");

    const order: string[] = [];
    const inside = database.db.transaction(async (tx) => {
      await (tx as any).execute(sql`insert into items (id, note) values (4, 'four')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push("transaction");
      return Number((await (tx as any).execute(sql`select count(*)::int as n from items`)).rows[0]!.n);
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const outside = database.db
      .execute(sql`select count(*)::int as n from items`)
      .then((r: any) => (order.push("outside"), Number(r.rows[0]!.n)));
    expect(await Promise.all([inside, outside])).toEqual([3, 3]);
    expect(order).toEqual(["transaction", "outside"]);
  });

  it("reports database errors with their SQLSTATE and runs pg-boss's multi-statement scripts", async () => {
    const error = await (database.db as any)
      .execute(sql`insert into items (id) values (1)`)
      .catch((e: unknown) => e as any);
    expect(error.cause?.code ?? error.code).toBe("23505");
    expect(await database.sql.executeSql("select 1; select 2 as two")).toEqual({ rows: [{ two: 2 }] });
    await database.db.transaction(async (tx) => {
      expect(await sqlExecutorFor(tx).executeSql("select $1::int as x", [5])).toEqual({ rows: [{ x: 5 }] });
    });
  });

  it(
    "refuses a second opening of the same data directory, in this process and in another",
    { timeout: 120_000 },
    async () => {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
      // asynchronously: this process keeps refreshing its lock meanwhile
      const other = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ["--import", "tsx", "server/main.ts"],
          {
            env: {
              ...process.env,
              NODE_ENV: "test",
              DATA_DIR: root,
              PORT: "0",
              LOG_LEVEL: "error",
              SEED_DEMO: "false",
            },
            timeout: 110_000,
          },
          (_error, _stdout, stderr) => resolve({ status: child.exitCode, stderr }),
        );
      });
      expect(other.status).toBe(1);
      expect(other.stderr).toContain(`The embedded database in ${dataDir} is already in use by another Cara process`);
    },
  );

  it("takes over the lock a crashed process left behind", async () => {
    const crashedDir = path.join(root, "crashed");
    fs.mkdirSync(`${crashedDir}.lock`, { recursive: true });
    fs.writeFileSync(`${crashedDir}.owner`, JSON.stringify({ pid: 2 ** 22 + 1, hostname: os.hostname() }));
    const release = await lockDataDir(crashedDir);
    expect(JSON.parse(fs.readFileSync(`${crashedDir}.owner`, "utf8")).pid).toBe(process.pid);
    await release();
    expect(fs.existsSync(`${crashedDir}.lock`)).toBe(false);
  });
});
