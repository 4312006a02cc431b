import { describe, expect, it } from "vitest";
import { extractDocument } from "#server/modules/documents/extract.ts";
import { knowledgeCorpus } from "./corpus/index.ts";
import { harborKnowledgeDocs, harborKnowledgePdfs } from "./harbor-docs.ts";
import { layout, pageText, standardFonts } from "./layout.ts";

describe("Harbor's generated knowledge documents", () => {
  it("are four multi-page PDFs whose text layer reads back with the facts on their pages", async () => {
    const pdfs = await harborKnowledgePdfs();
    expect(pdfs.map((p) => [p.title, p.pageCount >= 3])).toEqual([
      ["Underwriting Appetite Guide", true],
      ["Servicing Playbook", true],
      ["Carrier Contacts and Claims Reporting", true],
      ["Office Hours and Escalation", true],
    ]);
    const contacts = pdfs[2]!;
    const { pages } = await extractDocument({
      bytes: contacts.bytes,
      mimeType: "application/pdf",
      fileName: contacts.fileName,
    });
    expect(pages).toHaveLength(contacts.pageCount);
    expect(pages.every((p) => !p.ocr)).toBe(true);
    expect(pages[0]!.text).toMatch(/Progressive Casualty Insurance\s+\(800\) 555-0119/);
    expect(pages[1]!.text).toContain("Underwriting contacts");
  });

  it("use only fictional 555-01xx phone numbers and .test addresses", async () => {
    const fonts = await standardFonts();
    const text = harborKnowledgeDocs()
      .flatMap((doc) => layout(doc, fonts).map(pageText))
      .join("\n");
    const phones = text.match(/\(\d{3}\) \d{3}-\d{4}/g) ?? [];
    expect(phones.length).toBeGreaterThan(20);
    expect(phones.filter((p) => !/\) 555-01\d\d$/.test(p))).toEqual([]);
    expect(text.match(/\b[\w-]+(\.[\w-]+)*\.(com|org|net)\b/g)).toBeNull();
  });
});

describe("the eval's knowledge corpus", () => {
  it("has many documents and questions, each answer printed on its page, split with different wordings", async () => {
    const { docs, questions } = await knowledgeCorpus();
    expect(docs.length).toBeGreaterThanOrEqual(40);
    expect(questions.length).toBeGreaterThanOrEqual(150);
    const dev = questions.filter((q) => q.split === "dev");
    const heldOut = questions.filter((q) => q.split === "held-out");
    expect(dev.length).toBeGreaterThan(0);
    expect(heldOut.length).toBeGreaterThan(0);
    const titles = (split: string) => new Set(docs.filter((d) => d.split === split).map((d) => d.doc.title));
    expect([...titles("held-out")].filter((t) => titles("dev").has(t))).toEqual([]);
    const scanned = docs.filter((d) => d.doc.scannedPages?.length);
    expect(scanned.map((d) => d.split).sort()).toEqual(["dev", "held-out"]);
    for (const q of questions) {
      const doc = docs.find((d) => d.doc.id === q.docId)!;
      expect(pageText(doc.pages[q.page - 1]!).replace(/\s+/g, " ")).toContain(q.value);
    }
  });
});
