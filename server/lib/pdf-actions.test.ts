import { PDFDocument } from "@cantoo/pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import {
  buildCertificate,
  buildFillableAcord25Pdf,
  fileOf,
  insertTestPolicy,
  samplePdf,
} from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { useHttpTestServer } from "#tests/setup/http-test-server.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { activeContentOf, linksOf, withHostileActions } from "#tests/support/hostile-pdf.ts";
import { extractPdfText } from "#tests/support/pdf-text.ts";
import { setAcord25Template } from "../modules/certificates/acord25-template.service.ts";
import { fillAcroForm } from "../modules/forms/acroform.ts";
import { buildCarrierSupplementalPdf } from "../modules/forms/pdf-form-fixture.ts";
import { fillPdfForm } from "../modules/forms/pdf-form-fill.ts";
import { readAll } from "../modules/files/file-store.ts";
import { openFile } from "../modules/files/files.service.ts";
import { createStyle } from "../modules/styles/styles.service.ts";
import { saveArtifact } from "../modules/workspaces/workspace-artifacts.service.ts";
import { createWorkspace } from "../modules/workspaces/workspace-create.service.ts";
import type { AgencyCtx } from "./context.ts";
import { removePdfActions } from "./pdf-actions.ts";

/**
 * PDFs the product writes carry no actions from their inputs (issue 29 item 3, ADR 058): a hostile
 * PDF (tests/support/hostile-pdf.ts) goes through each real path that copies an input PDF into an
 * output, and the output holds none of what was planted.
 */

const http = useHttpTestServer();
let ctx: AgencyCtx;
let client: TestClient;

beforeAll(async () => {
  const agency = await buildAgency(http.runtime.system, { name: "Harbor Insurance Agency" });
  const me = await buildAgencyUser(http.runtime.system, agency.id);
  ctx = agencyCtxFor(http.runtime, me);
  client = await signedInClient(http.runtime, http.url, me);
});

describe("removePdfActions", () => {
  it("the hostile PDF carries every planted entry before, none after; web and page links stay", async () => {
    const hostile = await withHostileActions(await samplePdf("Cover letter"));
    expect(await activeContentOf(hostile)).toEqual(
      expect.arrayContaining([
        "the planted payload's bytes",
        expect.stringMatching(/\/OpenAction$/),
        expect.stringMatching(/\/AA$/),
        expect.stringMatching(/\/JavaScript$/),
        expect.stringMatching(/\/EmbeddedFiles$/),
        expect.stringMatching(/action \/Launch$/),
        expect.stringMatching(/javascript: link$/),
        expect.stringMatching(/\/FileAttachment annotation$/),
        expect.stringMatching(/\/RichMedia annotation$/),
      ]),
    );
    const doc = await PDFDocument.load(hostile);
    removePdfActions(doc);
    const clean = await doc.save();
    expect(await activeContentOf(clean)).toEqual([]);
    expect(await linksOf(clean)).toEqual(["https://harbor-agency.test/", "/GoTo"]);
    expect(await extractPdfText(clean)).toEqual(await extractPdfText(hostile));
  });
});

describe("every output made from an uploaded PDF", () => {
  it("a style's start and end pages, printed around a document (GET /agency/pdf)", async () => {
    const workspaceId = (await createWorkspace(ctx, { message: "Summarise the renewal" }, [])).id;
    const { artifactId } = await saveArtifact(ctx, workspaceId, {
      type: "HTML_DOCUMENT",
      title: "Renewal summary",
      content: "<h1>Renewal summary</h1><p>Each Occurrence $1,000,000</p>",
    });
    const style = await createStyle(ctx, {
      title: "Hostile pages",
      uploadPrefixFile: fileOf(await withHostileActions(await samplePdf("Harbor cover letter")), "cover.pdf"),
      uploadSuffixFile: fileOf(await withHostileActions(await samplePdf("About Harbor")), "about.pdf"),
    });
    const response = await fetch(`${http.url}/agency/pdf/${workspaceId}/${artifactId}?style_id=${style.id}`, {
      headers: { cookie: client.cookie! },
    });
    expect(response.status).toBe(200);
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect((await extractPdfText(pdf)).map((page) => page.slice(0, 19))).toEqual([
      "Harbor cover letter",
      expect.stringContaining("Renewal summary"),
      "About Harbor",
    ]);
    expect(await activeContentOf(pdf)).toEqual([]);
  }, 60_000);

  it("an uploaded fillable PDF filled in the PDF editor, still fillable", async () => {
    const form = await withHostileActions(await buildCarrierSupplementalPdf());
    expect(await activeContentOf(form)).toContain("the planted payload's bytes");
    const result = await fillPdfForm(form, "supplemental.pdf", [{ key: "ApplicantName", value: "Acme Roofing LLC" }]);
    expect(result.filled.map((entry) => entry.field.name)).toEqual(["ApplicantName"]);
    expect(await activeContentOf(result.bytes)).toEqual([]);
    expect((await PDFDocument.load(result.bytes)).getForm().getTextField("ApplicantName").getText()).toBe(
      "Acme Roofing LLC",
    );
  });

  it("a form filled by its field names (preset forms)", async () => {
    const form = await withHostileActions(await buildCarrierSupplementalPdf());
    const { pdf } = await fillAcroForm(form, { ApplicantName: "Acme Roofing LLC" });
    expect(await activeContentOf(pdf)).toEqual([]);
  });

  it("a certificate issued on the agency's own ACORD 25", async () => {
    await setAcord25Template(ctx, fileOf(await withHostileActions(await buildFillableAcord25Pdf()), "ACORD 25.pdf"));
    const account = await buildAccount(ctx);
    await insertTestPolicy(http.runtime.system, ctx.actor.agencyId, account.id);
    const certificate = await buildCertificate(ctx, account.id, { holderName: "Portland Housing Authority" });
    const pdf = await readAll((await openFile(ctx, certificate.fileId)).stream);
    expect((await extractPdfText(pdf)).join(" ")).toContain("Portland Housing Authority");
    expect(await activeContentOf(pdf)).toEqual([]);
  });
});
