import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { startFakeS3Server, type FakeS3Server } from "#tests/support/fake-s3-server.ts";
import { createLogger } from "../../lib/logger.ts";
import { createProvider } from "../../lib/provider.ts";
import { fileStoreProvider, readAll, type FileStore } from "./file-store.ts";

const createFileStore = (config: ReturnType<typeof loadConfig>) =>
  createProvider(fileStoreProvider, config, { log: createLogger("error") });
import { createLocalFileStore } from "./local-file-store.ts";
import { createS3FileStore } from "./s3-file-store.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

/** The contract every file store keeps. */
function behavesLikeAFileStore(name: string, open: () => FileStore) {
  describe(name, () => {
    it("stores, reads back, replaces and deletes bytes by key", async () => {
      const store = open();
      await store.put("agency-1/file-a", bytes("first"), { contentType: "text/plain" });
      expect((await readAll((await store.get("agency-1/file-a"))!)).toString()).toBe("first");
      await store.put("agency-1/file-a", bytes("second"), { contentType: "text/plain" });
      expect((await readAll((await store.get("agency-1/file-a"))!)).toString()).toBe("second");
      await store.delete("agency-1/file-a");
      expect(await store.get("agency-1/file-a")).toBeNull();
    });

    it("answers null for a key that was never stored, and deleting it is harmless", async () => {
      const store = open();
      expect(await store.get("agency-1/missing")).toBeNull();
      await expect(store.delete("agency-1/missing")).resolves.toBeUndefined();
    });

    it("keeps binary content exactly", async () => {
      const store = open();
      const data = new Uint8Array(70_000).map((_, i) => (i * 7919) % 256);
      await store.put("agency-2/binary", data, { contentType: "application/pdf" });
      expect(Buffer.compare(await readAll((await store.get("agency-2/binary"))!), Buffer.from(data))).toBe(0);
    });

    it("refuses keys that could climb out of the store", async () => {
      const store = open();
      for (const key of ["../etc/passwd", "a/../../b", "/absolute", "a//b", ""]) {
        await expect(store.put(key, bytes("x"), { contentType: "text/plain" })).rejects.toThrow(
          /Invalid file store key/,
        );
      }
    });
  });
}

let dataDir: string;
let s3: FakeS3Server;
const S3 = {
  bucket: "cara-files",
  accessKeyId: "AKIATESTKEY",
  secretAccessKey: "test-secret-key",
  region: "us-east-2",
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cara-store-"));
  s3 = await startFakeS3Server(S3);
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

behavesLikeAFileStore("local disk", () => createLocalFileStore(dataDir));
behavesLikeAFileStore("S3-compatible object storage", () =>
  createS3FileStore({
    bucket: S3.bucket,
    region: S3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3.accessKeyId, secretAccessKey: S3.secretAccessKey },
  }),
);

describe("which store", () => {
  it("keeps files under DATA_DIR/files by default", async () => {
    const store = createFileStore(loadConfig({ DATA_DIR: dataDir }));
    expect(store.kind).toBe("local");
    await store.put("agency-9/doc", bytes("on disk"), { contentType: "text/plain" });
    expect(fs.readFileSync(path.join(dataDir, "files", "agency-9", "doc"), "utf8")).toBe("on disk");
  });

  it("uses the bucket when S3_BUCKET is set, with signed requests the server accepts", async () => {
    const store = createFileStore(
      loadConfig({
        DATA_DIR: dataDir,
        S3_BUCKET: S3.bucket,
        S3_REGION: S3.region,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: S3.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
        S3_FORCE_PATH_STYLE: "true",
      }),
    );
    expect(store.kind).toBe("s3");
    s3.requests.length = 0;
    await store.put("agency-3/policy.pdf", bytes("%PDF-1.7 in the bucket"), { contentType: "application/pdf" });
    expect(s3.objects.get("agency-3/policy.pdf")).toMatchObject({ contentType: "application/pdf" });
    expect(s3.objects.get("agency-3/policy.pdf")!.body.toString()).toBe("%PDF-1.7 in the bucket");
    expect(s3.requests).toEqual([{ method: "PUT", path: "/cara-files/agency-3/policy.pdf", status: 200 }]);
    expect(fs.existsSync(path.join(dataDir, "files", "agency-3"))).toBe(false);
  });

  it("fails loudly when the bucket refuses the credentials", async () => {
    const store = createS3FileStore({
      bucket: S3.bucket,
      region: S3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: S3.accessKeyId, secretAccessKey: "wrong-secret" },
    });
    await expect(store.put("agency-3/x", bytes("x"), { contentType: "text/plain" })).rejects.toThrow();
    expect(s3.requests.at(-1)?.status).toBe(403);
  });

  it("treats S3's 403 for a missing key (credentials without s3:ListBucket) as not found", async () => {
    const noList = await startFakeS3Server({ ...S3, canListBucket: false });
    try {
      const options = { bucket: S3.bucket, region: S3.region, endpoint: noList.endpoint, forcePathStyle: true };
      const store = createS3FileStore({
        ...options,
        credentials: { accessKeyId: S3.accessKeyId, secretAccessKey: S3.secretAccessKey },
      });
      expect(await store.get("agency-4/never-stored")).toBeNull();
      expect(noList.requests.at(-1)).toMatchObject({ method: "GET", status: 403 });
      // a wrong secret is still an error, not "not found"
      const wrong = createS3FileStore({
        ...options,
        credentials: { accessKeyId: S3.accessKeyId, secretAccessKey: "wrong" },
      });
      await expect(wrong.get("agency-4/never-stored")).rejects.toThrow();
    } finally {
      await noList.close();
    }
  });

  it("needs both S3 keys or neither", () => {
    expect(() => loadConfig({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "only-one" })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});
