import { createHash, createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for S3 that speaks the calls the S3 file store makes — PUT, GET and
 * DELETE Object, path-style — and checks each request's AWS Signature Version 4 (the
 * signature, the signed payload hash and the credential scope), as S3 does.
 */
export interface FakeS3Server {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  requests: Array<{ method: string; path: string; status: number }>;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

function s3Error(res: http.ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { "content-type": "application/xml" });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

/** Why the signature is wrong, or null when it is right. */
function checkSignature(
  req: http.IncomingMessage,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): string | null {
  const auth = req.headers.authorization ?? "";
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return "missing or malformed Authorization";
  const [, accessKeyId, date, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== credentials.accessKeyId) return "unknown access key";
  if (region !== credentials.region) return "wrong region";
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  if (!amzDate.startsWith(date!)) return "x-amz-date does not match the credential date";
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) return "payload hash mismatch";
  const url = new URL(req.url ?? "/", "http://localhost");
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const names = signedHeaders!.split(";");
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonicalRequest = [req.method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  let key = hmac(`AWS4${credentials.secretAccessKey}`, date!);
  for (const part of [region!, "s3", "aws4_request"]) key = hmac(key, part);
  const expected = createHmac("sha256", key).update(stringToSign).digest("hex");
  return expected === signature ? null : "signature does not match";
}

export async function startFakeS3Server(options: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /**
   * Whether the credentials hold `s3:ListBucket` (default true). Without it S3 answers a GET
   * of a missing key with 403 AccessDenied instead of 404 NoSuchKey, as AWS does.
   */
  canListBucket?: boolean;
}): Promise<FakeS3Server> {
  const objects: FakeS3Server["objects"] = new Map();
  const requests: FakeS3Server["requests"] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const record = (status: number) => requests.push({ method: req.method ?? "", path, status });
    const problem = checkSignature(req, body, options);
    if (problem) {
      record(403);
      return s3Error(res, 403, "SignatureDoesNotMatch", problem);
    }
    const prefix = `/${options.bucket}/`;
    if (!path.startsWith(prefix)) {
      record(404);
      return s3Error(res, 404, "NoSuchBucket", "The specified bucket does not exist");
    }
    const key = decodeURIComponent(path.slice(prefix.length));
    if (req.method === "PUT") {
      objects.set(key, { body, contentType: req.headers["content-type"] });
      record(200);
      res.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` });
      return res.end();
    }
    if (req.method === "GET") {
      const object = objects.get(key);
      if (!object) {
        if (options.canListBucket === false) {
          record(403);
          return s3Error(res, 403, "AccessDenied", "Access Denied");
        }
        record(404);
        return s3Error(res, 404, "NoSuchKey", "The specified key does not exist.");
      }
      record(200);
      res.writeHead(200, {
        "content-type": object.contentType ?? "application/octet-stream",
        "content-length": object.body.length,
      });
      return res.end(object.body);
    }
    if (req.method === "DELETE") {
      objects.delete(key);
      record(204);
      res.writeHead(204);
      return res.end();
    }
    record(405);
    return s3Error(res, 405, "MethodNotAllowed", "Not supported here");
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
