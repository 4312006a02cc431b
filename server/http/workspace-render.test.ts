import { beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { useHttpTestServer } from "#tests/setup/http-test-server.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { extractPdfText } from "#tests/support/pdf-text.ts";
import type { AgencyCtx } from "../lib/context.ts";
import { closeHtmlToPdf } from "../lib/html-pdf.ts";
import { createWorkspace } from "../modules/workspaces/workspace-create.service.ts";
import { saveArtifact } from "../modules/workspaces/workspace-artifacts.service.ts";
import { ARTIFACT_CSP } from "./workspace-render.ts";

const http = useHttpTestServer();
let ctx: AgencyCtx;
let theirs: AgencyCtx;
let client: TestClient;
let theirClient: TestClient;
let workspaceId: string;
let artifactId: string;

const HOSTILE = `<h1>Coverage summary</h1><p onclick="steal()">Each Occurrence $1,000,000</p>
<script>alert(1)</script><img src="https://evil.example/x.png" onerror="steal()"><a href="javascript:steal()">link</a>
<iframe src="https://evil.example"></iframe><table><tr><th>Coverage</th><td style="color:red">General Liability</td></tr></table>`;

beforeAll(async () => {
  const me = await buildAgencyUser(http.runtime.system, (await buildAgency(http.runtime.system)).id);
  const other = await buildAgencyUser(http.runtime.system, (await buildAgency(http.runtime.system)).id);
  ctx = agencyCtxFor(http.runtime, me);
  theirs = agencyCtxFor(http.runtime, other);
  client = await signedInClient(http.runtime, http.url, me);
  theirClient = await signedInClient(http.runtime, http.url, other);
  workspaceId = (await createWorkspace(ctx, { message: "Summarise the coverage" }, [])).id;
  artifactId = (
    await saveArtifact(ctx, workspaceId, {
      type: "HTML_DOCUMENT",
      title: "Coverage summary",
      content: "<p>First draft</p>",
    })
  ).artifactId;
  await saveArtifact(ctx, workspaceId, {
    artifactId,
    type: "HTML_DOCUMENT",
    title: "Coverage summary",
    content: HOSTILE,
  });
});

const get = (path: string, cookie: string | null = client.cookie) =>
  fetch(`${http.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });

describe("GET /agency/html", () => {
  it("serves the latest version sanitised, in the print style, under a sandboxing CSP", async () => {
    const response = await get(`/agency/html/${workspaceId}/${artifactId}?style_id=default`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(ARTIFACT_CSP);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("<title>Coverage summary</title>");
    expect(html).toContain("@page { size: Letter;");
    expect(html).toContain("<p>Each Occurrence $1,000,000</p>");
    expect(html).toContain('<td style="color:red">General Liability</td>');
    for (const gone of ["<script", "onclick", "onerror", "javascript:", "<iframe", "evil.example"])
      expect(html).not.toContain(gone);
  });

  it("serves a given version on /v2", async () => {
    const html = await (await get(`/agency/html/${workspaceId}/${artifactId}/v2?version=1`)).text();
    expect(html).toContain("<p>First draft</p>");
    expect((await get(`/agency/html/${workspaceId}/${artifactId}/v2?version=9`)).status).toBe(404);
  });

  it("is 404 for another agency and 401 signed out", async () => {
    const response = await get(`/agency/html/${workspaceId}/${artifactId}`, theirClient.cookie);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Document not found");
    const theirWorkspace = (await createWorkspace(theirs, { message: "Theirs" }, [])).id;
    expect((await get(`/agency/html/${theirWorkspace}/${artifactId}`)).status).toBe(404);
    expect((await get(`/agency/pdf/${workspaceId}/${artifactId}`, theirClient.cookie)).status).toBe(404);
    expect((await get(`/agency/html/${workspaceId}/${artifactId}`, null)).status).toBe(401);
  });
});

describe("GET /agency/pdf and /agency/template", () => {
  it("prints the version to a PDF with its text and page numbers", async () => {
    const response = await get(`/agency/pdf/${workspaceId}/${artifactId}?version=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const [page] = await extractPdfText(new Uint8Array(await response.arrayBuffer()));
    expect(page).toContain("Each Occurrence $1,000,000");
    expect(page).toContain("General Liability");
    expect(page).toMatch(/Page 1 of 1/);
  }, 60_000);

  it("answers 404 with a message for a draft that has no PDF file", async () => {
    const response = await get(`/agency/template/${workspaceId}/${artifactId}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("This draft has no PDF file: render it with /agency/pdf.");
  });

  it("answers 503 with how to fix it when Chromium is missing", async () => {
    await closeHtmlToPdf();
    const configured = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = "/nonexistent/chromium";
    try {
      const response = await get(`/agency/pdf/${workspaceId}/${artifactId}`);
      expect(response.status).toBe(503);
      expect(await response.text()).toBe(
        "PDF rendering needs Chromium: install it (apt-get install chromium) or set CHROMIUM_PATH.",
      );
    } finally {
      if (configured === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = configured;
    }
  });
});
