import { beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildCertificate, buildPolicyFile, insertTestPolicy, samplePdf } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { useHttpTestServer } from "#tests/setup/http-test-server.ts";
import type { AgencyCtx } from "../lib/context.ts";
import type { AgencyUser } from "../modules/identity/agency.service.ts";
import { deleteFile } from "../modules/files/files.service.ts";
import { contentDisposition } from "./file-download.ts";

const http = useHttpTestServer();
let me: AgencyUser;
let ctx: AgencyCtx;
let theirs: AgencyCtx;
let client: TestClient;
let policyId: string;
let accountId: string;

beforeAll(async () => {
  const agency = await buildAgency(http.runtime.system);
  me = await buildAgencyUser(http.runtime.system, agency.id);
  ctx = agencyCtxFor(http.runtime, me);
  accountId = (await buildAccount(ctx)).id;
  policyId = (await insertTestPolicy(http.runtime.system, agency.id, accountId)).id;
  const other = await buildAgency(http.runtime.system, { name: "Other" });
  theirs = agencyCtxFor(http.runtime, await buildAgencyUser(http.runtime.system, other.id));
  client = await signedInClient(http.runtime, http.url, me);
});

const get = (path: string, cookie: string | null = client.cookie) =>
  fetch(`${http.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });

describe("GET /files/:fileId", () => {
  it("sends the agency's file with safe headers as an attachment", async () => {
    const pdf = await samplePdf("Declarations");
    const file = await buildPolicyFile(ctx, policyId, { name: 'Déclarations 2026 "final".pdf', bytes: pdf });
    const response = await get(`/files/${file.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-length")).toBe(String(pdf.byteLength));
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="D_clarations 2026 final.pdf"; filename*=UTF-8''D%C3%A9clarations%202026%20final.pdf`,
    );
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), Buffer.from(pdf))).toBe(0);
  });

  it("shows PDFs and images inline on ?inline=1, but never other types", async () => {
    const pdf = await buildPolicyFile(ctx, policyId, { name: "binder.pdf" });
    expect((await get(`/files/${pdf.id}?inline=1`)).headers.get("content-disposition")).toMatch(
      /^inline; filename="binder.pdf"/,
    );
    const html = await buildPolicyFile(ctx, policyId, {
      // web pages are refused at upload; text that holds markup is still never shown inline
      name: "page.txt",
      bytes: new TextEncoder().encode("Notes: <script>alert(1)</script>"),
      type: "OTHER",
    });
    const response = await get(`/files/${html.id}?inline=1`);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("answers 404 for another agency's file, a deleted file, an unknown or malformed id", async () => {
    const theirPolicy = await insertTestPolicy(
      http.runtime.system,
      theirs.actor.agencyId,
      (await buildAccount(theirs)).id,
    );
    const theirFile = await buildPolicyFile(theirs, theirPolicy.id);
    const theirCertificate = await buildCertificate(theirs, theirPolicy.accountId);
    const deleted = await buildPolicyFile(ctx, policyId);
    await deleteFile(ctx, deleted.id);
    for (const id of [
      theirFile.id,
      theirCertificate.fileId,
      deleted.id,
      crypto.randomUUID(),
      "..%2F..%2Fetc%2Fpasswd",
      "nope",
    ]) {
      const response = await get(`/files/${id}`);
      expect(response.status, id).toBe(404);
      expect(await response.text()).toBe("File not found");
    }
  });

  it("needs a session", async () => {
    const file = await buildPolicyFile(ctx, policyId);
    const response = await get(`/files/${file.id}`, null);
    expect(response.status).toBe(401);
    expect(await response.text()).toBe("Sign in to open this file");
  });

  it("serves the certificate PDF at its viewUrl (inline) and downloadUrl", async () => {
    const certificate = await buildCertificate(ctx, accountId, { holderName: "Acme Holder" });
    const { body } = await client.request(
      `query($id: ID!) { certificate(id: $id) { certificateNumber viewUrl downloadUrl holder { name } } }`,
      { id: certificate.id },
    );
    const { viewUrl, downloadUrl } = body!.data.certificate;
    expect(viewUrl).toBe(`/files/${certificate.fileId}?inline=1`);
    const view = await get(viewUrl);
    expect(view.status).toBe(200);
    expect(view.headers.get("content-disposition")).toMatch(/^inline; filename="Certificate \d+ - Acme Holder.pdf"/);
    expect((await get(downloadUrl)).headers.get("content-disposition")).toMatch(/^attachment;/);
  });
});

describe("uploadPolicyFile over GraphQL multipart", () => {
  const UPLOAD = `mutation($policyId: ID!, $file: File!, $type: PolicyFileType!, $notes: String) {
    uploadPolicyFile(policyId: $policyId, file: $file, type: $type, notes: $notes) {
      __typename
      ... on PolicyFile { id name type mimeType notes url visible createdAt }
      ... on ValidationError { message fieldErrors { path message } }
      ... on ApplicationError { message code }
    }
  }`;
  const upload = async (variables: Record<string, unknown>, bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: UPLOAD, variables: { ...variables, file: null } }));
    form.set("map", JSON.stringify({ 0: ["variables.file"] }));
    form.set("0", new Blob([bytes as BlobPart]), name);
    const response = await fetch(`${http.url}/graphql`, {
      method: "POST",
      headers: { cookie: client.cookie! },
      body: form,
    });
    return (await response.json()) as { data?: { uploadPolicyFile: Record<string, any> }; errors?: unknown[] };
  };

  it("uploads a document and lists it with a download url", async () => {
    const result = await upload(
      { policyId, type: "QUOTE_DOCUMENT", notes: "From the wholesaler" },
      await samplePdf("Quote"),
      "quote.pdf",
    );
    expect(result.data?.uploadPolicyFile).toMatchObject({
      __typename: "PolicyFile",
      name: "quote.pdf",
      type: "QUOTE_DOCUMENT",
      mimeType: "application/pdf",
      notes: "From the wholesaler",
      visible: true,
    });
    const { id, url } = result.data!.uploadPolicyFile;
    expect(url).toBe(`/files/${id}`);
    expect((await get(url)).status).toBe(200);
  });

  it("answers a wrong file type with a field error, and another agency's policy as not found", async () => {
    const wrong = await upload(
      { policyId, type: "BINDER" },
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]),
      "binder.pdf",
    );
    expect(wrong.data?.uploadPolicyFile).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "file", message: expect.stringMatching(/^Programs are not accepted/) }],
    });
    const theirPolicy = await insertTestPolicy(
      http.runtime.system,
      theirs.actor.agencyId,
      (await buildAccount(theirs)).id,
    );
    const foreign = await upload({ policyId: theirPolicy.id, type: "BINDER" }, await samplePdf("x"), "x.pdf");
    expect(foreign.data?.uploadPolicyFile).toMatchObject({
      __typename: "ApplicationError",
      code: "NOT_FOUND",
      message: "Policy not found",
    });
  });
});

describe("contentDisposition", () => {
  it("never lets a name break out of the header", () => {
    expect(contentDisposition("attachment", 'a";\r\nSet-Cookie: x=1.pdf')).toBe(
      `attachment; filename="a_;Set-Cookie: x=1.pdf"; filename*=UTF-8''a%22%3BSet-Cookie%3A%20x%3D1.pdf`,
    );
    expect(contentDisposition("inline", "")).toBe(`inline; filename="download"; filename*=UTF-8''download`);
  });
});
