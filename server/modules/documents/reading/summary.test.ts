import { describe, expect, it } from "vitest";
import { packagePolicy } from "../../../../scripts/insurance-docs/layouts-package.ts";
import { labelsA } from "../../../../scripts/insurance-docs/labels.ts";
import { pageText } from "../../../../scripts/insurance-docs/model.ts";
import { summarizePolicy } from "./summary.ts";

describe("summarizePolicy", () => {
  const doc = packagePolicy(41, labelsA, "dev", 24, false);
  const pages = doc.pages.map((p, i) => ({ fileId: doc.id, fileName: doc.fileName, page: i + 1, text: pageText(p) }));
  const summary = summarizePolicy(pages);

  it("states each headline value with the page it is printed on and an exact quote", () => {
    for (const [id, label] of [
      ["namedInsured", "Named insured"],
      ["carrier", "Insurer"],
      ["policyNumber", "Policy number"],
      ["premium", "Total premium"],
      ["umbrellaOccurrence", "Umbrella each occurrence"],
      ["combinedSingleLimit", "Auto combined single limit"],
    ]) {
      const truth = doc.truth.values[id][0];
      const line = summary.lines.find((l) => l.label === label);
      expect(line?.value, label).toBe(truth.value);
      expect(line?.citation.page, label).toBe(truth.page);
    }
    for (const line of summary.lines) expect(pages[line.citation.page - 1].text).toContain(line.citation.quote);
  });

  it("lists the forms schedule, one line per form with its page", () => {
    const forms = summary.lines.filter((l) => l.label.startsWith("Form "));
    expect(forms.map((l) => l.label.slice(5))).toEqual(doc.truth.forms.map((f) => f.number));
    expect(new Set(forms.map((l) => l.citation.page))).toEqual(new Set([2]));
  });

  it("lists what it did not find instead of filling it in", () => {
    expect(summary.missing).toEqual([]);
    const bare = summarizePolicy([
      {
        fileId: "x",
        fileName: "x.pdf",
        page: 1,
        text: "COMMERCIAL GENERAL LIABILITY DECLARATIONS\nPolicy Number: GL 1234567",
      },
    ]);
    expect(bare.lines.map((l) => l.label)).toEqual(["Policy number"]);
    expect(bare.missing).toEqual([
      "Named insured",
      "Insurer",
      "Policy period",
      "Total premium",
      "Forms and endorsements",
      "Coverages and limits",
    ]);
  });
  it("keeps a policy number's spaced digit groups whole, and stops before a date", () => {
    const spaced = summarizePolicy([
      {
        fileId: "x",
        fileName: "x.pdf",
        page: 1,
        text: "Policy Number: CGL 2026 118842\nPolicy Period: 01/01/2026 to 01/01/2027",
      },
    ]);
    expect(spaced.lines.find((l) => l.label === "Policy number")?.value).toBe("CGL 2026 118842");
    const dated = summarizePolicy([
      { fileId: "x", fileName: "x.pdf", page: 1, text: "Policy No. POL123456 01/01/2026" },
    ]);
    expect(dated.lines.find((l) => l.label === "Policy number")?.value).toBe("POL123456");
  });
});
