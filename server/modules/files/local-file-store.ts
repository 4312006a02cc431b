import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { assertValidKey, type FileStore } from "./file-store.ts";

/** Files on local disk under `<dataDir>/files/<key>`; written to a temporary name, then renamed. */
export function createLocalFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, "files");
  const pathOf = (key: string) => {
    assertValidKey(key);
    const full = path.join(root, ...key.split("/"));
    if (!full.startsWith(root + path.sep)) throw new Error("Invalid file store key");
    return full;
  };
  return {
    kind: "local",
    async put(key, body) {
      const target = pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.partial`;
      await fs.promises.writeFile(temporary, body);
      await fs.promises.rename(temporary, target);
    },
    async get(key): Promise<Readable | null> {
      const target = pathOf(key);
      try {
        const handle = await fs.promises.open(target, "r");
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}
