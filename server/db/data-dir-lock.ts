import fs from "node:fs";
import os from "node:os";
import lockfile from "proper-lockfile";

/**
 * One process per embedded database (ADR 018). PGlite has no shared-memory locking: two
 * processes opening one data directory each keep their own copy in memory, and the writes of
 * one are lost when the other flushes. The directory is locked with proper-lockfile (a
 * `<dir>.lock` directory whose time stamp the owner refreshes) and the owner's pid is written
 * beside it (`<dir>.owner`): a lock left by a process that no longer runs on this host (a crash)
 * is taken over at once instead of after the stale period.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number | null,
  ) {
    super(
      `The embedded database in ${dataDir} is already in use by another Cara process` +
        `${ownerPid ? ` (pid ${ownerPid})` : ""}. Stop it first, or give this process another DATA_DIR` +
        " (several processes on one database need PostgreSQL: set DATABASE_URL).",
    );
    this.name = "DataDirInUseError";
  }
}

interface Owner {
  pid: number;
  hostname: string;
}

function readOwner(ownerFile: string): Owner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(ownerFile, "utf8")) as Owner;
    return typeof owner.pid === "number" ? owner : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Locks `dataDir` for this process; resolves to the release function. Throws DataDirInUseError when another process holds it. */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void = (error) =>
    process.stderr.write(`The lock on ${dataDir} was lost (${error.message}); another process may open it now.\n`),
): Promise<() => Promise<void>> {
  const lockfilePath = `${dataDir}.lock`;
  const ownerFile = `${dataDir}.owner`;
  const options = { lockfilePath, realpath: false, stale: 30_000, update: 5_000, onCompromised };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    const owner = readOwner(ownerFile);
    const leftOver = owner && owner.hostname === os.hostname() && owner.pid !== process.pid && !isRunning(owner.pid);
    if (!leftOver) throw new DataDirInUseError(dataDir, owner?.pid ?? null);
    fs.rmSync(lockfilePath, { recursive: true, force: true });
    release = await lockfile.lock(dataDir, options).catch((again: NodeJS.ErrnoException) => {
      throw again.code === "ELOCKED" ? new DataDirInUseError(dataDir, null) : again;
    });
  }
  fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, hostname: os.hostname() } satisfies Owner));
  return async () => {
    fs.rmSync(ownerFile, { force: true });
    await release();
  };
}
