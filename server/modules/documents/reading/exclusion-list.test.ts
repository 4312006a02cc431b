import { describe, expect, it } from "vitest";
import { labelsA } from "../../../../scripts/insurance-docs/labels.ts";
import { packagePolicy } from "../../../../scripts/insurance-docs/layouts-package.ts";
import { policyWording } from "../../../../scripts/insurance-docs/layouts-letters.ts";
import { pageText, type GenDoc } from "../../../../scripts/insurance-docs/model.ts";
import { exclusionsView } from "../../../assistant/peek-views/exclusions.ts";
import { kindOf, scenarioOf } from "../../../ai/offline/skills/explore/exclusion-kinds.ts";
import { listExclusions } from "./exclusion-list.ts";
import type { PageText } from "./types.ts";

const pagesOf = (doc: GenDoc): PageText[] =>
  doc.pages.map((p, i) => ({ fileId: "f1", fileName: doc.fileName, page: i + 1, text: pageText(p) }));

const page = (n: number, text: string): PageText => ({ fileId: "f2", fileName: "endorsements.pdf", page: n, text });

describe("the exclusions of a policy file", () => {
  it("lists each exclusion of a coverage form with the scheduled form and edition, its page and its wording", () => {
    const doc = packagePolicy(8, labelsA, "dev", 28, true);
    const pages = pagesOf(doc);
    const found = listExclusions(pages);
    for (const truth of doc.truth.exclusions) {
      const item = found.find((e) => e.citation.quote.includes(truth.phrase));
      expect(item, truth.topic).toMatchObject({ form: "CG 00 01 04 13", page: truth.page, wordingInFile: true });
      expect(pages[item!.page - 1]!.text).toContain(item!.citation.quote);
    }
    // exclusion endorsements only listed in the schedule: cited to their schedule line
    expect(found).toContainEqual(expect.objectContaining({ form: "CG 21 47 12 07", page: 2, wordingInFile: false }));
    expect(found.some((e) => /Additional Insured/.test(e.title))).toBe(false);
  });

  it("reads an endorsement printed in the file by the form number on its page; wording with no schedule has no form", () => {
    const endorsement = page(
      1,
      [
        "IL 09 85 01 15",
        "THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY.",
        "EXCLUSION - DESIGNATED ONGOING OPERATIONS",
        "This insurance does not apply to bodily injury or property damage arising out of",
        "the ongoing operations described in the Schedule of this endorsement.",
      ].join("\n"),
    );
    const [item] = listExclusions([endorsement]);
    expect(item).toMatchObject({ title: "EXCLUSION - DESIGNATED ONGOING OPERATIONS", form: "IL 09 85 01 15", page: 1 });
    expect(item!.citation.quote).toContain("does not apply to bodily injury");
    const wording = listExclusions(pagesOf(policyWording(10, "dev")));
    expect(wording.length).toBeGreaterThan(4);
    expect(wording.every((e) => e.form === null)).toBe(true);
  });

  it("the EXCLUSIONS view says when a file has none", async () => {
    const none = await exclusionsView({ pages: [page(1, "Welcome letter\nCustomer\tJo Smith")] } as never);
    expect(none).toEqual({ exclusions: [], missing: [expect.stringContaining("No exclusions section")] });
  });

  it("tells a claim for a known kind and none for an unknown one", () => {
    expect(scenarioOf(kindOf("Pollution", ""))).toMatch(/^Illustration: .*spill/);
    expect(kindOf("Fungi Or Bacteria", "")?.kind).toBe("mold");
    expect(kindOf("Aircraft, Auto Or Watercraft", "")?.kind).toBe("aircraft, auto or watercraft");
    expect(kindOf("Designated Ongoing Operations", "")?.kind).toBe("designated operations or premises");
    expect(scenarioOf(kindOf("Exotic Widget Clause", "Damages arising from widgets."))).toMatch(/^No illustration/);
  });
});
