import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_OPENAI_KEY, startFakeOpenAIServer } from "#tests/support/fake-openai-server.ts";
import type { FakeModelServer } from "#tests/support/fake-model-script.ts";
import { loadConfig } from "../../config.ts";
import { documentMetadata, extractiveMetadata } from "./knowledge-metadata.ts";

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
