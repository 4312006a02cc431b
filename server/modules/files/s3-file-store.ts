import type { S3Client } from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import { assertValidKey, type FileStore } from "./file-store.ts";

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Unset: the AWS default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Objects in an S3-compatible bucket (AWS S3, MinIO, R2, ...): PUT, GET and DELETE Object, signed with SigV4. */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  // the SDK is loaded on first use, so the embedded (local disk) setup never pays for it
  let ready: Promise<{ client: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | undefined;
  const open = () =>
    (ready ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
        // S3-compatible stores do not all understand the newer default checksum headers
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));
  const Bucket = options.bucket;
  return {
    kind: "s3",
    async put(key, body, { contentType }) {
      assertValidKey(key);
      const { client, sdk } = await open();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.byteLength,
        }),
      );
    },
    async get(key) {
      assertValidKey(key);
      const { client, sdk } = await open();
      try {
        const response = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return (response.Body as Readable | undefined) ?? null;
      } catch (error) {
        // Without s3:ListBucket, S3 hides whether a key exists and answers 403 AccessDenied for a
        // missing one: that is "not found" too (a wrong key or signature has its own error code).
        if (
          error instanceof sdk.S3ServiceException &&
          (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404 || error.name === "AccessDenied")
        ) {
          return null;
        }
        throw error;
      }
    },
    async delete(key) {
      assertValidKey(key);
      const { client, sdk } = await open();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
