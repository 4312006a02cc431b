import fs from "node:fs";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { BUILTIN_STYLE_IDS } from "#domain/document-styles.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { useHttpTestServer } from "#tests/setup/http-test-server.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { extractPdfText } from "#tests/support/pdf-text.ts";
import type { AgencyCtx } from "../lib/context.ts";
import { createStyle } from "../modules/styles/styles.service.ts";
import { createWorkspace } from "../modules/workspaces/workspace-create.service.ts";
import { saveArtifact } from "../modules/workspaces/workspace-artifacts.service.ts";
import { ARTIFACT_CSP } from "./workspace-render.ts";

/** Rendering a workspace document in a style, and a style's preview (docs/product/document-styles.md). */

const http = useHttpTestServer();
let ctx: AgencyCtx;
let client: TestClient;
let theirClient: TestClient;
let workspaceId: string;
let artifactId: string;
let styleId: string;
let theirStyleId: string;

const HOSTILE = `<h1>Renewal summary</h1><p onclick="steal()" onmouseover="steal()">Each Occurrence $1,000,000</p>
<script>alert(1)</script><img src="https://evil.example/x.png" onerror="steal()"><a href="javascript:steal()">link</a>
<link rel="stylesheet" href="https://evil.example/s.css"><style>body{background:url(https://evil.example/b.png)}</style>
<iframe src="https://evil.example"></iframe><table><tr><th>Coverage</th><td>General Liability</td></tr></table>`;

async function pagesPdf(...texts: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of texts) doc.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 20, font });
  return doc.save();
}

beforeAll(async () => {
  const agency = await buildAgency(http.runtime.system, { name: "Harbor Insurance Agency" });
  const me = await buildAgencyUser(http.runtime.system, agency.id);
  const other = await buildAgencyUser(http.runtime.system, (await buildAgency(http.runtime.system)).id);
  ctx = agencyCtxFor(http.runtime, me);
  client = await signedInClient(http.runtime, http.url, me);
  theirClient = await signedInClient(http.runtime, http.url, other);
  workspaceId = (await createWorkspace(ctx, { message: "Summarise the renewal" }, [])).id;
  artifactId = (
    await saveArtifact(ctx, workspaceId, { type: "HTML_DOCUMENT", title: "Renewal summary", content: HOSTILE })
  ).artifactId;
  styleId = (
    await createStyle(ctx, {
      title: "Client Proposal",
      baseStyleId: "builtin:warm-human",
      uploadPrefixFile: fileOf(await pagesPdf("Harbor cover letter"), "cover.pdf"),
      uploadSuffixFile: fileOf(await pagesPdf("About Harbor Insurance Agency", "Our team"), "about.pdf"),
    })
  ).id;
  theirStyleId = (await createStyle(agencyCtxFor(http.runtime, other), { title: "Theirs" })).id;
});

const get = (path: string, cookie: string | null = client.cookie) =>
  fetch(`${http.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });

describe("GET /agency/html with style_id", () => {
  it("applies a built-in style: its theme, the agency's name, and the sanitised content only", async () => {
    const response = await get(`/agency/html/${workspaceId}/${artifactId}?style_id=builtin:technical-structured`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(ARTIFACT_CSP);
    const html = await response.text();
    expect(html).toContain('data-style="builtin:technical-structured"');
    expect(html).toContain("counter-increment: h2");
    expect(html).toContain("Harbor Insurance Agency");
    expect(html).toContain("<p>Each Occurrence $1,000,000</p>");
    for (const gone of [
      "<script",
      "onclick",
      "onmouseover",
      "onerror",
      "javascript:",
      "<iframe",
      "<link",
      "evil.example",
    ])
      expect(html).not.toContain(gone);
    // the only <style> is the theme's
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it("applies a custom style's base style; no style is Classic Professional", async () => {
    const custom = await (await get(`/agency/html/${workspaceId}/${artifactId}?style_id=${styleId}`)).text();
    expect(custom).toContain('data-style="builtin:warm-human"');
    const plain = await (await get(`/agency/html/${workspaceId}/${artifactId}/v2?version=1`)).text();
    expect(plain).toContain('data-style="builtin:classic-professional"');
  });

  it("is 404 for another agency's style and an unknown one", async () => {
    for (const id of [theirStyleId, "builtin:comic-sans", "00000000-0000-4000-8000-000000000000"]) {
      const response = await get(`/agency/html/${workspaceId}/${artifactId}?style_id=${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("Style not found");
    }
    expect((await get(`/agency/pdf/${workspaceId}/${artifactId}?style_id=${theirStyleId}`)).status).toBe(404);
  });
});

describe("GET /agency/pdf with style_id", () => {
  it("prints start page, document and end page, in that order, with the agency's header and page numbers", async () => {
    const response = await get(`/agency/pdf/${workspaceId}/${artifactId}?style_id=${styleId}`);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const pages = await extractPdfText(bytes);
    expect(pages).toHaveLength(1 + 1 + 2);
    expect(pages[0]).toBe("Harbor cover letter");
    expect(pages[1]).toContain("Each Occurrence $1,000,000");
    expect(pages[1]).toContain("Harbor Insurance Agency");
    expect(pages[1]).toMatch(/Page\s+1\s+of\s+1/);
    expect(pages[2]).toBe("About Harbor Insurance Agency");
    expect(pages[3]).toBe("Our team");
  }, 60_000);

  it("prints each built-in style as its own document (written to STYLE_PDF_DIR to look at)", async () => {
    const dir = process.env.STYLE_PDF_DIR;
    const sizes = new Set<number>();
    for (const id of BUILTIN_STYLE_IDS) {
      const response = await get(`/agency/preview-pdf/${id}`);
      expect(response.status).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      sizes.add(bytes.byteLength);
      const [first] = await extractPdfText(bytes);
      // small caps print letter by letter: compare without spaces and case
      const squeezed = first!.replace(/\s+/g, "").toLowerCase();
      expect(squeezed).toContain("commercialpackageproposal");
      expect(squeezed).toContain("cascobaylobsterco.");
      expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
      if (dir) fs.writeFileSync(`${dir}/${id.replace("builtin:", "")}.pdf`, bytes);
    }
    expect(sizes.size).toBe(BUILTIN_STYLE_IDS.length);
  }, 120_000);
});

describe("GET /agency/preview-html", () => {
  it("serves the sample proposal in the style under the sandboxing CSP, naming the start and end pages", async () => {
    const response = await get(`/agency/preview-html/${styleId}?v=3`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(ARTIFACT_CSP);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('data-style="builtin:warm-human"');
    expect(html).toContain("Commercial Package Proposal");
    expect(html).toContain("Start page:</strong> cover.pdf");
    expect(html).toContain("End page:</strong> about.pdf");
    expect(html).not.toContain("<script");
  });

  it("previews a built-in id; another agency's style is 404 and signed out is 401", async () => {
    expect((await get(`/agency/preview-html/builtin:elegant-premium?v=1`)).status).toBe(200);
    expect((await get(`/agency/preview-html/${styleId}`, theirClient.cookie)).status).toBe(404);
    expect((await get(`/agency/preview-html/${styleId}`, null)).status).toBe(401);
  });
});

describe("GraphQL htmlDocumentTemplate", () => {
  const QUERY = /* GraphQL */ `
    query ($id: ID!) {
      htmlDocumentTemplate(id: $id) {
        id
        title
        baseStyleId
        prefixFiles {
          name
        }
        suffixFiles {
          name
        }
      }
    }
  `;
  it("reads the agency's style; another agency's is NOT_FOUND", async () => {
    const mine = await client.request(QUERY, { id: styleId });
    expect(mine.body?.data?.htmlDocumentTemplate).toMatchObject({
      title: "Client Proposal",
      baseStyleId: "builtin:warm-human",
      prefixFiles: [{ name: "cover.pdf" }],
      suffixFiles: [{ name: "about.pdf" }],
    });
    const theirs = await theirClient.request(QUERY, { id: styleId });
    expect(theirs.body?.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const list = await theirClient.request(`{ htmlDocumentTemplates { title } }`);
    expect(list.body?.data?.htmlDocumentTemplates).toEqual([{ title: "Theirs" }]);
  });
});
