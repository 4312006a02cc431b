import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_OPENAI_KEY, startFakeOpenAIServer } from "#tests/support/fake-openai-server.ts";
import type { FakeModelServer } from "#tests/support/fake-model-script.ts";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { loadConfig } from "../../config.ts";
import { extractDocument } from "../documents/extract.ts";
import { documentMetadata, extractiveMetadata } from "./knowledge-metadata.ts";

/** A generated PDF of one page per list of lines, each line drawn where a cover or a letter prints it. */
async function pdfOf(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, i) => page.drawText(line, { x: 56, y: 740 - i * 18, size: 10, font }));
  }
  return doc.save();
}
const readPdf = async (bytes: Uint8Array) =>
  (await extractDocument({ bytes, fileName: "document.pdf", mimeType: "application/pdf" })).pages;

const PAGES = [
  {
    text: "Underwriting Appetite Guide\nHow to use this guide\nThis guide lists which carriers write which classes of business. Check the class before you quote.\nArtisan Contractors\nNorthwind Mutual writes artisan contractors with payroll under two million dollars.\nRestaurants\nHarbor Specialty accepts restaurants with sprinklered kitchens.",
  },
];

describe("extractive metadata", () => {
  it("takes the title, the first informative sentences and a purpose from the document's own headings", () => {
    expect(extractiveMetadata(PAGES)).toEqual({
      title: "Underwriting Appetite Guide",
      summary:
        "This guide lists which carriers write which classes of business. Check the class before you quote. Northwind Mutual writes artisan contractors with payroll under two million dollars.",
      purpose: "Reference for How to use this guide; Artisan Contractors; Restaurants.",
    });
  });

  it("says nothing it cannot read: an empty document has no metadata", () => {
    expect(extractiveMetadata([{ text: "" }])).toEqual({ title: null, summary: null, purpose: null });
  });
});

describe("extractive metadata from the document's own title and headings, not its marketing (issue 28)", () => {
  it("takes a package cover's title past the claims call to action, and no marketing sentence as summary", async () => {
    const pages = await readPdf(
      await pdfOf([
        [
          "Call Us First When Something Goes Wrong*",
          "1-800-555-0142",
          "Talk to a claims specialist any hour of any day",
          "*Unless your policy asks for written notice",
          "COMMERCIAL PACKAGE POLICY",
          "Prepared for:",
          "HARBORVIEW BAKERY LLC",
          "400 Harbor Avenue, Suite 200",
          "SPRINGFIELD IL 62701",
          "Thank you for choosing Granite Mutual, the partner more bakeries trust than any other!",
        ],
        [
          "Common Policy Declarations",
          "Named Insured: Harborview Bakery LLC",
          "This policy consists of the coverage parts listed in the schedule of coverage parts below.",
          "Schedule of Coverage Parts",
          "Commercial General Liability Coverage Part",
        ],
      ]),
    );
    const metadata = extractiveMetadata(pages);
    expect(metadata.title).toBe("COMMERCIAL PACKAGE POLICY");
    expect(metadata.summary).toBe(
      "This policy consists of the coverage parts listed in the schedule of coverage parts below.",
    );
    for (const value of [metadata.title, metadata.summary, metadata.purpose])
      expect(value).not.toMatch(/thank you|call us|any hour|1-800|Harbor Avenue/i);
  });

  it("takes a quote letter's title from its heading, not its letterhead, and reads no address into a sentence", async () => {
    const pages = await readPdf(
      await pdfOf([
        [
          "500 Beacon Street, Suite 300",
          "Greenwich, CT 06830",
          "Phone and Fax (877) 555-0100",
          "www.granitemutual.example",
          "November 19, 2024",
          "Jane Broker",
          "RE: Harborview Bakery LLC",
          "Commercial Umbrella Quotation",
          "Dear Jane,",
          "Welcome to the Granite Mutual family, where we protect what matters most!",
          "The quotation below is for a commercial umbrella over the general liability and auto policies.",
          "It is valid for thirty days from the date of this letter.",
        ],
      ]),
    );
    const metadata = extractiveMetadata(pages);
    expect(metadata.title).toBe("Commercial Umbrella Quotation");
    expect(metadata.summary).toBe(
      "The quotation below is for a commercial umbrella over the general liability and auto policies. It is valid for thirty days from the date of this letter.",
    );
  });

  it("says what the document covers from its headings when it has no sentence but marketing", () => {
    const metadata = extractiveMetadata([
      {
        text: "Welcome to Pinecrest Insurance Group — we're proud to serve you!\nPinecrest Servicing Playbook\nCertificates of Insurance\nAdding a Vehicle\nCancellation Requests",
      },
    ]);
    expect(metadata).toEqual({
      title: "Pinecrest Servicing Playbook",
      summary: "Covers Certificates of Insurance; Adding a Vehicle; Cancellation Requests.",
      purpose: "Reference for Certificates of Insurance; Adding a Vehicle; Cancellation Requests.",
    });
  });
});

describe("metadata written by a configured model", () => {
  let server: FakeModelServer;
  beforeAll(async () => {
    server = await startFakeOpenAIServer();
  });
  afterAll(() => server.close());
  const config = () =>
    loadConfig({ CARA_MODEL: "openai:gpt-4.1", OPENAI_API_KEY: FAKE_OPENAI_KEY, OPENAI_BASE_URL: `${server.url}/v1` });

  it("asks the model with the document's text and keeps its title, summary and purpose", async () => {
    server.script({
      kind: "text",
      text: '{"title": "Carrier appetite by class", "summary": "Which carriers write artisan contractors and restaurants.", "purpose": "Use it before quoting a new class."}',
    });
    expect(await documentMetadata(config(), PAGES)).toEqual({
      title: "Carrier appetite by class",
      summary: "Which carriers write artisan contractors and restaurants.",
      purpose: "Use it before quoting a new class.",
    });
    expect(JSON.stringify(server.requests.at(-1)!.body)).toContain("Northwind Mutual writes artisan contractors");
  });

  it("keeps the extractive metadata when the model fails or answers no JSON", async () => {
    const warnings: string[] = [];
    const log = { warn: (message: string) => void warnings.push(message) };
    server.script({ kind: "status", status: 500, message: "down" });
    expect(await documentMetadata(config(), PAGES, log)).toEqual(extractiveMetadata(PAGES));
    expect(warnings).toHaveLength(1);
    server.script({ kind: "text", text: "I cannot help with that." });
    expect(await documentMetadata(config(), PAGES, log)).toEqual(extractiveMetadata(PAGES));
  });
});
