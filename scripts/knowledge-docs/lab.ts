// An in-process Cara runtime for measuring the knowledge base (eval and bench): a fresh database
// (embedded PGlite in memory, or a PostgreSQL URL), one agency with one user, files stored and
// read through the documents capability exactly as the server does (storeFile, indexFile).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { agencyCtx, systemCtx, type AgencyCtx } from "../../server/lib/context.ts";
import { createLogger } from "../../server/lib/logger.ts";
import { indexFile } from "../../server/modules/documents/documents.service.ts";
import { newStorageKey, storeFile } from "../../server/modules/files/files-upload.service.ts";
import { startRuntime } from "../../server/runtime.ts";
import { buildAgency, buildAgencyUser } from "../../server/seed/agency.factory.ts";

export interface Lab {
  ctx: AgencyCtx;
  /** Stores a file of the agency; returns its id. */
  store(name: string, bytes: Uint8Array, mimeType?: string): Promise<string>;
  index(fileId: string): Promise<{ pageCount: number; ocrPages: number }>;
  close(): Promise<void>;
}

export async function openLab(options: { databaseUrl?: string; agencyName?: string } = {}): Promise<Lab> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cara-knowledge-lab-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "error" });
  const database = await openDatabase(
    options.databaseUrl ? { databaseUrl: options.databaseUrl, poolSize: 5 } : { dataDir: "memory://" },
  );
  const runtime = await startRuntime(config, createLogger("error"), { work: false, database });
  const system = systemCtx(runtime);
  const agency = await buildAgency(system, { name: options.agencyName ?? "Knowledge Lab Agency" });
  const user = await buildAgencyUser(system, agency.id, { name: "Lab User" });
  const ctx = agencyCtx(runtime, { type: "AGENCY_USER", agencyId: agency.id, agencyUserId: user.id, sessionId: null });
  return {
    ctx,
    async store(name, bytes, mimeType = "application/pdf") {
      const file = await storeFile(ctx, {
        agencyId: agency.id,
        storageKey: newStorageKey(agency.id),
        name,
        bytes,
        type: { mimeType },
      });
      return file.id;
    },
    index: (fileId) => indexFile(ctx, fileId),
    async close() {
      await runtime.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
