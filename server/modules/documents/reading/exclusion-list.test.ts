import { describe, expect, it } from "vitest";
import { labelsA } from "../../../../scripts/insurance-docs/labels.ts";
import { packagePolicy } from "../../../../scripts/insurance-docs/layouts-package.ts";
import { policyWording } from "../../../../scripts/insurance-docs/layouts-letters.ts";
import { pageText, type GenDoc } from "../../../../scripts/insurance-docs/model.ts";
import { exclusionsView } from "../../../assistant/peek-views/exclusions.ts";
import { kindOf, scenarioOf } from "../../../ai/offline/skills/explore/exclusion-kinds.ts";
import { listExclusions } from "./exclusion-list.ts";
import { findExclusions } from "./exclusions.ts";
import { quoteExclusions } from "./quote-exclusions.ts";
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

  it("the EXCLUSIONS view gives each exclusion its kind, what it removes and a claim it would deny (a model gets them too)", async () => {
    const wording = page(
      4,
      [
        "2. Exclusions",
        "This insurance does not apply to:",
        "f. Pollution",
        '"Bodily injury" or "property damage" arising out of the actual, alleged or threatened discharge, dispersal, seepage, migration, release or escape of "pollutants".',
        "g. Exotic Widget Clause",
        "Damages arising out of widgets of any description.",
      ].join("\n"),
    );
    const read = (await exclusionsView({ pages: [wording] } as never)) as {
      exclusions: Array<{ title: string; kind: string | null; removes: string | null; illustration: string }>;
    };
    const pollution = read.exclusions.find((e) => /pollution/i.test(e.title));
    expect(pollution).toMatchObject({
      kind: "pollution",
      removes: "Injury or damage from the release of pollutants",
      illustration: expect.stringMatching(/^Illustration: .*spill/),
    });
    for (const e of read.exclusions.filter((x) => !/pollution/i.test(x.title)))
      expect(e).toMatchObject({ kind: null, removes: null, illustration: expect.stringMatching(/^No illustration/) });
  });

  it("tells a claim for a known kind and none for an unknown one", () => {
    expect(scenarioOf(kindOf("Pollution", ""))).toMatch(/^Illustration: .*spill/);
    expect(kindOf("Fungi Or Bacteria", "")?.kind).toBe("mold");
    expect(kindOf("Aircraft, Auto Or Watercraft", "")?.kind).toBe("aircraft, auto or watercraft");
    expect(kindOf("Designated Ongoing Operations", "")?.kind).toBe("designated operations or premises");
    expect(scenarioOf(kindOf("Exotic Widget Clause", "Damages arising from widgets."))).toMatch(/^No illustration/);
  });
});

// ---- pages written here with the layouts of real policies (no real document's text) ----

/** Two columns as extraction gives them: each visual line's left and right runs joined by a tab. */
function twoColumns(left: string[], right: string[], footer: string): string {
  const rows: string[] = [];
  for (let i = 0; i < Math.max(left.length, right.length); i++)
    rows.push([left[i], right[i]].filter((c) => c !== undefined && c !== "").join("\t"));
  return [...rows.filter(Boolean), footer].join("\n");
}

const schedule = page(
  2,
  [
    "SCHEDULE OF FORMS AND ENDORSEMENTS",
    "POLICY NO. GL 4471902",
    "FORM NUMBER\tDESCRIPTION",
    "PN-12US-0120\tPrivacy Notice to Policyholders",
    "CG 00 01 04 13\tCommercial General Liability Coverage Form",
    "XC2011US-0419\tAdditional Insured - Owners, Lessees or Contractors",
    "XC5063US-1116\tLimited Coverage for Swimming Pools - Excluding Diving Boards",
    "XC0068-0509\tRecording and Distribution of Material or Information in Violation of the",
    "Law Exclusion",
    "XC2102US-0403\tCommunicable Disease Exclusion",
    "GS0001US 03-04\t1 of 1",
  ].join("\n"),
);

/** A coverage form's exclusions in two columns: the heading's line runs on into the right column. */
const coverageForm = page(
  3,
  twoColumns(
    [
      "e. Damages because of bodily injury include",
      "damages claimed for care or loss of services.",
      "2. Exclusions",
      "This insurance does not apply to:",
      "a. Expected Or Intended Injury",
      "Bodily injury expected or intended from the",
      "standpoint of the insured.",
      "b. Contractual Liability",
      "Bodily injury for which the insured must pay",
      "only because a contract says so.",
    ],
    [
      "c. Liquor Liability",
      "Bodily injury for which an insured is liable",
      "for serving alcoholic beverages to a person",
      "already under their influence.",
      "d. Workers' Compensation And Similar Laws",
      "Any obligation of the insured under a workers",
      "compensation or similar law.",
      "e. Employer's Liability",
      "Bodily injury to an employee of the insured",
      "arising out of the employment.",
    ],
    "Page 2 of 16\t© Test Forms, 2013\tCG 00 01 04 13",
  ),
);

/** The form's next page: an exclusion goes on, then the conditions, lettered and numbered as exclusions are. */
const coverageFormNext = page(
  4,
  twoColumns(
    [
      "f. Pollution",
      "Bodily injury or property damage arising out of",
      "the escape of pollutants from any premises.",
      "This exclusion does not apply to heat or smoke",
      "from a hostile fire.",
    ],
    [
      "SECTION IV – CONDITIONS",
      "1. Bankruptcy",
      "Bankruptcy of the insured does not relieve us",
      "of our obligations.",
      "2. Duties In The Event Of Occurrence",
      "a. You must see to it that we are notified",
      "promptly of an occurrence.",
    ],
    "CG 00 01 04 13\t© Test Forms, 2013\tPage 3 of 16",
  ),
);

const communicable = page(
  5,
  [
    "THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY.",
    "COMMUNICABLE DISEASE EXCLUSION",
    "This endorsement modifies insurance provided under the following:",
    "ALL COVERAGE PARTS",
    "This insurance does not apply to any claim arising out of the actual or alleged",
    "transmission of a communicable disease.",
    "ALL OTHER TERMS AND CONDITIONS OF THE POLICY REMAIN UNCHANGED.",
    "XC2102US 04-03\tPage 1 of 1",
  ].join("\n"),
);

/** Prose that says "excluded" and an "Exclusions" section written as sentences, and a contents page. */
const prose = [
  page(
    6,
    [
      "CONTENTS",
      "Insuring Agreement\t1",
      "Exclusions\t2",
      "Who Is An Insured\t4",
      "Limits Of Insurance\t5",
      "Conditions\t6",
      "Definitions\t9",
    ].join("\n"),
  ),
  page(
    7,
    [
      "BUILDING AND CONTENTS FORM",
      "Exclusions c. through n. do not apply to damage by fire to premises rented to you.",
      "Loss caused by mold is excluded while the building is vacant for more than 60 days.",
      "Exclusions",
      "1. We will not pay for property while it is being worked on.",
      "2. We will not pay for loss of market or delay.",
      "Extensions of Cover",
      "1. Temporary Repairs",
      "We will pay the cost of temporary repairs after insured damage.",
      "2. Removal Of Debris",
      "We will pay to remove debris of damaged property.",
    ].join("\n"),
  ),
];

const policyPages = [schedule, coverageForm, coverageFormNext, communicable, ...prose];

describe("the exclusions of a policy printed as real carriers print it", () => {
  it("lists a two-column coverage form's lettered exclusions with the form and page, and nothing from the conditions", () => {
    const found = listExclusions(policyPages).filter((e) => e.form === "CG 00 01 04 13");
    expect(found.map((e) => [e.title, e.page])).toEqual([
      ["Expected Or Intended Injury", 3],
      ["Contractual Liability", 3],
      ["Liquor Liability", 3],
      ["Workers' Compensation And Similar Laws", 3],
      ["Employer's Liability", 3],
      ["Pollution", 4],
    ]);
    for (const e of found) expect(policyPages.find((p) => p.page === e.page)!.text).toContain(e.citation.quote);
  });

  it("reads exclusion endorsements from the forms schedule (carrier form numbers, a title wrapped to the next line) and the printed endorsement", () => {
    const found = listExclusions(policyPages);
    expect(found).toContainEqual(
      expect.objectContaining({
        title: "COMMUNICABLE DISEASE EXCLUSION",
        form: "XC2102US-0403",
        formTitle: "Communicable Disease Exclusion",
        page: 5,
        wordingInFile: true,
      }),
    );
    expect(found).toContainEqual(
      expect.objectContaining({
        title: "Recording and Distribution of Material or Information in Violation of the Law Exclusion",
        form: "XC0068-0509",
        page: 2,
        wordingInFile: false,
      }),
    );
    // an additional insured endorsement, a limited coverage "excluding" diving boards: not exclusions
    expect(found.some((e) => /Additional Insured|Swimming/i.test(e.title))).toBe(false);
  });

  it("lists no sentence, contents line or extension as an exclusion", () => {
    expect(listExclusions(prose)).toEqual([]);
    const titles = listExclusions(policyPages).map((e) => e.title);
    expect(titles.every((t) => !/^(We will|Exclusions|Bankruptcy|Duties|Temporary|Removal|You must)/.test(t))).toBe(
      true,
    );
    expect(titles).toHaveLength(8);
  });

  it("answers whether an exclusion applies with its form number, title and page, else finds nothing", () => {
    const [disease] = findExclusions("Does a communicable disease exclusion apply?", policyPages);
    expect(disease!.value).toMatch(/^XC2102US-0403 COMMUNICABLE DISEASE EXCLUSION, page 5: /);
    expect(disease!.citation.page).toBe(5);
    expect(communicable.text).toContain(disease!.citation.quote);
    // mold is only mentioned in a sentence: no exclusion is titled so
    expect(findExclusions("Is there a mold exclusion?", policyPages)).toEqual([]);
    // a search that leaves out the page with the section's heading still finds a headed item
    const [pollution] = findExclusions("Is there a pollution exclusion?", [coverageFormNext]);
    expect(pollution!.value).toMatch(/^CG 00 01 04 13 Pollution, page 4/);
  });

  it("a summary's exclusions list skips a contents page and sentences under an 'Exclusions' heading", () => {
    expect(quoteExclusions(prose, [])).toEqual([]);
    const quote = page(1, "EXCLUSIONS\n- Total Pollution Exclusion (CG 21 49 09 99)\n- Cross Suits Exclusion");
    expect(quoteExclusions([quote], []).map((e) => [e.title, e.form])).toEqual([
      ["Total Pollution Exclusion", "CG 21 49 09 99"],
      ["Cross Suits Exclusion", null],
    ]);
  });
});
