import { describe, expect, it } from "vitest";
import { answerFromPassages } from "./answer.ts";
import { footerForms } from "./forms.ts";
import { rankPages } from "./rank.ts";

// Policy pages as their text layer comes out (written for this test): no forms schedule, each form
// printing its number in its footer, its title at the top of its first page.
const pages = [
  "COMMON POLICY CONDITIONS\nAll Coverage Parts included in this policy are subject to the following conditions:\nA. Cancellation\nNorthgate Mutual may cancel …\nXY T0 01 01 07 (Rev. 09-18)\tPage 1 of 2",
  "the time the policy was issued. Northgate Mutual will compute the premium …\nPage 2 of 2\tXY T0 01 01 07 (Rev. 09-18)",
  "COMMERCIAL GENERAL LIABILITY\nXY 00 01 12 07\nCOMMERCIAL GENERAL LIABILITY COVERAGE FORM\nVarious provisions in this policy restrict coverage. Northgate Mutual …\nXY 00 01 12 07\t© 2006\tPage 1 of 19",
  "SPECIFIED PERILS\nEXCLUSION ENDORSEMENT\nThis endorsement modifies insurance provided by Northgate Mutual …\nXY T3 18 02 19",
].map((text, i) => ({ fileId: "p", fileName: "policy.pdf", page: i + 1, text }));

describe("forms read from page footers", () => {
  it("maps each form to its first page and its heading, over several lines", () => {
    expect(footerForms(pages).map((f) => [f.number, f.title, f.finding.citation.page])).toEqual([
      ["XY T0 01 01 07", "COMMON POLICY CONDITIONS", 1],
      ["XY 00 01 12 07", "COMMERCIAL GENERAL LIABILITY COVERAGE FORM", 3],
      ["XY T3 18 02 19", "SPECIFIED PERILS EXCLUSION ENDORSEMENT", 4],
    ]);
  });
  it("answers a form's number by its title, the carrier's name on most pages set aside", () => {
    const q = "What is the form number of the Northgate common policy conditions form?";
    expect(answerFromPassages(q, rankPages(q, pages)).answer).toContain("XY T0 01 01 07");
  });
  it("reads 'edition' in the question as asking for the number, not as a word of the title", () => {
    const schedule = [
      {
        fileId: "s",
        fileName: "s.pdf",
        page: 1,
        text: "FORMS AND ENDORSEMENTS\nCG2147-1207\tEmployment-Related Practices Exclusion",
      },
    ];
    const q = "What is the form number/edition of the Employment-Related Practices Exclusion?";
    expect(answerFromPassages(q, rankPages(q, schedule)).answer).toContain("CG2147-1207");
  });
});
