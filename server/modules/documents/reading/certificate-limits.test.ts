import { describe, expect, it } from "vitest";
import { answerFromPassages } from "./answer.ts";
import { certificateLimits } from "./certificate-limits.ts";
import { rankPages } from "./rank.ts";

// A flattened ACORD 25 whose text layer prints each amount just above its caption (written for
// this test; the layout of a real certificate's text layer, not its values).
const acord = {
  fileId: "c",
  fileName: "coi.pdf",
  page: 1,
  text: [
    "CERTIFICATE OF LIABILITY INSURANCE",
    "INSURER(S) AFFORDING COVERAGE\tNAIC #",
    "INSR\tADDL SUBR\tPOLICY EFF\tPOLICY EXP",
    "LTR\tTYPE OF INSURANCE\tINSD WVD\tPOLICY NUMBER\t(MM/DD/YYYY) (MM/DD/YYYY)\tLIMITS",
    "A X COMMERCIAL GENERAL LIABILITY\t2,000,000",
    "EACH OCCURRENCE\t$",
    "CLAIMS-MADE\tX OCCUR\tDAMAGE TO RENTED\t300,000",
    "X X GLP 100200\t1/1/2026\t1/1/2027\tPREMISES (Ea occurrence)\t$",
    "15,000",
    "MED EXP (Any one person)\t$",
    "2,000,000",
    "PERSONAL & ADV INJURY\t$",
    "4,000,000",
    "GEN'L AGGREGATE LIMIT APPLIES PER:\tGENERAL AGGREGATE\t$",
    "B X UMBRELLA LIAB\tX OCCUR\t6,000,000",
    "EACH OCCURRENCE\t$",
    "EXCESS LIAB\tCLAIMS-MADE X X UMB 300400\t1/1/2026\t1/1/2027\t6,000,000",
    "AGGREGATE\t$",
    "CERTIFICATE HOLDER\tCANCELLATION",
  ].join("\n"),
};
const ask = (q: string) => answerFromPassages(q, rankPages(q, [acord]));

describe("a certificate's limits printed above their captions", () => {
  it("reads each caption's amount from the line above it, on its coverage row", () => {
    expect(certificateLimits(acord).map((l) => [l.line, l.label, l.amount])).toEqual([
      ["gl", "EACH OCCURRENCE", "2,000,000"],
      ["gl", "DAMAGE TO RENTED PREMISES (Ea occurrence)", "300,000"],
      ["gl", "MED EXP (Any one person)", "15,000"],
      ["gl", "PERSONAL & ADV INJURY", "2,000,000"],
      ["gl", "GENERAL AGGREGATE", "4,000,000"],
      ["umbrella", "EACH OCCURRENCE", "6,000,000"],
      ["umbrella", "AGGREGATE", "6,000,000"],
    ]);
  });
  it("answers the general liability and the umbrella limits apart", () => {
    expect(ask("What is the each occurrence limit?").answer).toContain("2,000,000 [1]");
    expect(ask("What is the umbrella each occurrence limit?").answer).toContain("6,000,000 [1]");
    expect(ask("What is the general aggregate limit?").answer).toContain("4,000,000 [1]");
  });
  it("never reads the next caption's amount under a caption whose '$' ends its line", () => {
    const medical = ask("What is the medical expense limit?").answer;
    expect(medical).toContain("15,000 [1]");
    expect(medical).not.toContain("2,000,000");
  });
});
