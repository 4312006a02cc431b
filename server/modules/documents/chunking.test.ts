import { describe, expect, it } from "vitest";
import { CHUNK_MAX, CHUNK_MIN, chunkPages } from "./chunking.ts";
import { headingOf } from "./headings.ts";
import { expandQuery } from "./search-synonyms.ts";

const row = (i: number) => `Location ${i} - 12 Main Street, Springfield\tBuilding $${i},000,000\tContents $${i}00,000`;

describe("chunkPages", () => {
  it("keeps chunks within a page, table rows whole, and each an exact substring of its page", () => {
    const table = Array.from({ length: 40 }, (_, i) => row(i + 1)).join("\n");
    const pages = [
      { number: 1, text: table, ocr: false },
      { number: 2, text: "Short page", ocr: false },
    ];
    const chunks = chunkPages(pages);
    expect(chunks.map((chunk) => chunk.ordinal)).toEqual(chunks.map((_, i) => i));
    const first = chunks.filter((chunk) => chunk.page === 1);
    expect(first.length).toBeGreaterThan(2);
    for (const chunk of first) {
      expect(table).toContain(chunk.text);
      expect(chunk.text.length).toBeLessThanOrEqual(CHUNK_MAX);
      for (const line of chunk.text.split("\n")) expect(line).toMatch(/^Location \d+ .*Contents \$\d+00,000$/);
    }
    expect(first.slice(0, -1).every((chunk) => chunk.text.length >= CHUNK_MIN)).toBe(true);
    expect(chunks.at(-1)).toEqual({ page: 2, ordinal: chunks.length - 1, text: "Short page", heading: "" });
  });

  it("cuts after a paragraph once it is long enough, and cuts an over-long line between words", () => {
    const paragraph = "word ".repeat(180).trim();
    const long = "clause ".repeat(400).trim();
    const chunks = chunkPages([{ number: 3, text: `${paragraph}\n\n${paragraph}\n${long}`, ocr: false }]);
    expect(chunks[0]!.text).toBe(paragraph);
    expect(chunks.every((chunk) => chunk.text.length <= CHUNK_MAX && chunk.page === 3)).toBe(true);
    expect(chunks.slice(2).every((chunk) => /^clause( clause)*$/.test(chunk.text))).toBe(true);
  });
});

describe("chunk headings", () => {
  it("detects markdown, numbered, upper-case, title-case and introducing lines, not steps, rows or sentences", () => {
    expect(headingOf("## Adding a vehicle")).toBe("Adding a vehicle");
    expect(headingOf("3.2 Adding a vehicle")).toBe("3.2 Adding a vehicle");
    expect(headingOf("CLAIMS REPORTING")).toBe("CLAIMS REPORTING");
    expect(headingOf("Office Hours and Escalation")).toBe("Office Hours and Escalation");
    expect(headingOf("To issue a certificate of insurance:")).toBe("To issue a certificate of insurance");
    expect(headingOf("1. Open the policy in the management system.")).toBeNull();
    expect(headingOf("2. Confirm the VIN")).toBeNull();
    expect(headingOf("Named Insured\tAcme Roofing LLC")).toBeNull();
    expect(headingOf("Call the carrier before noon.")).toBeNull();
    expect(headingOf("the insured must notify us within thirty days")).toBeNull();
  });

  it("gives each chunk the heading above it, carried across pages, and the headings inside it", () => {
    const body = "Write down the year, make and VIN, then send the change request to the carrier.";
    const long = Array.from({ length: 12 }, () => body).join("\n");
    const chunks = chunkPages([
      { number: 1, text: `SERVICING PLAYBOOK\n3.2 Adding a vehicle\n${long}\n\n${long}`, ocr: false },
      { number: 2, text: `${body}\nOffice Hours\nMonday to Friday, 8 am to 5 pm.`, ocr: false },
    ]);
    expect(chunks[0]!.heading).toBe("SERVICING PLAYBOOK\n3.2 Adding a vehicle");
    expect(chunks[1]!.heading).toBe("3.2 Adding a vehicle");
    expect(chunks[2]).toMatchObject({ page: 2, heading: "3.2 Adding a vehicle\nOffice Hours" });
  });
});

describe("expandQuery", () => {
  it("turns insurance phrases into their alternatives, longest first, and keeps the significant rest", () => {
    expect(expandQuery("What is the per occurrence limit?")).toEqual({
      groups: [["each occurrence", "per occurrence"]],
      rest: "what is the limit?",
      words: ["limit"],
    });
    const gl = expandQuery("GL general aggregate and WC");
    expect(gl.groups).toEqual([
      ["general aggregate", "aggregate"],
      ["general liability", "gl", "cgl"],
      ["workers compensation", "workers comp", "work comp", "wc"],
    ]);
    expect(gl.words).toEqual([]);
    expect(expandQuery("glass coverage").groups).toEqual([]);
  });
});
