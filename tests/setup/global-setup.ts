import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client.ts";
import { allJobs } from "../../server/jobs/all-jobs.ts";
import { createJobQueue } from "../../server/jobs/queue.ts";
import { createLogger } from "../../server/lib/logger.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PGlite data directory dump with every migration (and the job queue schema) applied. */
    pgliteSnapshot: string;
  }
}

/**
 * Migrating a fresh PGlite costs seconds; do it once, dump the data directory, and let
 * each test file start from the dump. (PostgreSQL runs create their own databases.)
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteSnapshot", "");
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cara-test-"));
  const snapshot = path.join(dir, "migrated.tar.gz");
  const database = await openDatabase({ dataDir: "memory://" });
  await database.migrate();
  const queue = await createJobQueue({
    sql: database.sql,
    definitions: allJobs,
    log: createLogger("error"),
    supervise: false,
  });
  await queue.stop();
  const pglite = (database.db as any).$client as { dumpDataDir(compression?: "gzip"): Promise<Blob> };
  const dump = await pglite.dumpDataDir("gzip");
  fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteSnapshot", snapshot);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
