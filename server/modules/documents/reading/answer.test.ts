import { describe, expect, it } from "vitest";
import { answerFromPassages } from "./answer.ts";
import { rankPages } from "./rank.ts";
import type { Answer, PageText } from "./types.ts";

const page = (n: number, text: string, fileName = "policy.pdf"): PageText => ({
  fileId: fileName,
  fileName,
  page: n,
  text,
});

const declarations = page(
  1,
  [
    "COMMERCIAL GENERAL LIABILITY DECLARATIONS",
    "Policy Number\tGL 7730021",
    "Named Insured\tHollis Street Brewing LLC",
    "Insurer\tHarborview Casualty Company\tNAIC Code\t31245",
    "Policy Period\tFrom 03/15/2026 to 03/15/2027 12:01 A.M. Standard Time",
    "LIMITS OF INSURANCE",
    "Coverage\tLimit of Insurance\tPremium",
    "Each Occurrence\t$1,000,000\t$2,100.00",
    "General Aggregate\t$2,000,000\tIncluded",
    "Products-Completed Operations Aggregate\t$2,000,000\t$640.00",
    "Total Premium\t$2,740.00",
  ].join("\n"),
);
const umbrella = page(4, "COMMERCIAL UMBRELLA DECLARATIONS\nEach Occurrence\t$5,000,000\nAggregate\t$5,000,000");
const wording = page(
  9,
  "COMMERCIAL GENERAL LIABILITY COVERAGE FORM\n2. Exclusions\nThis insurance does not apply to:\nd. Liquor Liability\nInjury or damage for which any insured may be held liable by reason of the furnishing\nof alcoholic beverages to a person under the legal drinking age.\ne. War\nInjury or damage arising out of war.",
);
const pages = [declarations, umbrella, wording];

function ask(question: string, from: PageText[] = pages): Answer {
  return answerFromPassages(question, rankPages(question, from));
}

function expectExactQuotes(answer: Answer, from: PageText[] = pages) {
  for (const c of answer.citations) {
    const source = from.find((p) => p.fileId === c.fileId && p.page === c.page);
    expect(source?.text.includes(c.quote), `quote ${JSON.stringify(c.quote)} is in page ${c.page}`).toBe(true);
  }
}

describe("answerFromPassages", () => {
  it("reads a limit from its table row, under the Limit column, with the row quoted and its page", () => {
    const a = ask("What is the each occurrence limit?");
    expect(a).toMatchObject({ found: true, answer: "The each occurrence limit is $1,000,000 [1]." });
    expect(a.citations).toEqual([
      { fileId: "policy.pdf", fileName: "policy.pdf", page: 1, quote: "Each Occurrence\t$1,000,000\t$2,100.00" },
    ]);
    expectExactQuotes(a);
  });

  it("keeps the umbrella's limits apart from the primary policy's", () => {
    expect(ask("What is the umbrella each occurrence limit?").answer).toBe(
      "The umbrella each occurrence limit is $5,000,000 [1].",
    );
    expect(ask("What is the umbrella aggregate?").citations[0].page).toBe(4);
    expect(ask("What is the general aggregate limit?").answer).toContain("$2,000,000");
  });

  it("takes a row's line of business from its label when the page's heading names none", () => {
    const schedule = page(7, "SCHEDULE OF LIMITS\nUmbrella Each Occurrence\t$5,000,000\nEach Occurrence\t$1,000,000");
    const umbrellaAnswer = ask("What is the umbrella each occurrence limit?", [schedule]);
    expect(umbrellaAnswer.answer).toContain("$5,000,000");
    expect(umbrellaAnswer.citations.map((c) => c.quote)).toEqual(["Umbrella Each Occurrence\t$5,000,000"]);
    const primary = ask("What is the each occurrence limit?", [schedule]);
    expect(primary.answer).toContain("$1,000,000");
    expect(primary.answer).not.toContain("$5,000,000");
  });

  it("reads the premium, the policy number, the insurer, its NAIC code and the period's dates", () => {
    expect(ask("What is the total premium?").answer).toContain("$2,740.00");
    expect(ask("What's the policy number?").answer).toContain("GL 7730021");
    expect(ask("Who is the insurer?").answer).toContain("Harborview Casualty Company");
    expect(ask("What is the NAIC number?").answer).toContain("31245");
    expect(ask("When does the policy expire?").answer).toContain("03/15/2027");
    expect(ask("What is the effective date?").answer).toContain("03/15/2026");
    const period = ask("What is the policy period?");
    expect(period.answer).toContain("03/15/2026 to 03/15/2027");
    expectExactQuotes(period);
  });

  it("reads label: value prose and a value on the line under its label", () => {
    const prose = [
      page(
        1,
        "Each Occurrence Limit: $500,000\nMedical Expense (Any One Person): $10,000\nNamed Insured:\nQuarry Road Masonry LLC",
      ),
    ];
    expect(ask("each occurrence limit?", prose).answer).toContain("$500,000");
    expect(ask("What is the medical expense limit?", prose).answer).toContain("$10,000");
    const insured = ask("Who is the named insured?", prose);
    expect(insured.answer).toContain("Quarry Road Masonry LLC");
    expect(insured.citations[0].quote).toBe("Named Insured:\nQuarry Road Masonry LLC");
  });

  it("reads a row whose label is split around its value (workers compensation limits)", () => {
    const wc = [
      page(
        1,
        "WORKERS COMPENSATION AND EMPLOYERS LIABILITY POLICY\nBodily Injury by Accident\t$500,000\teach accident\nBodily Injury by Disease\t$1,000,000\tpolicy limit\nBodily Injury by Disease\t$500,000\teach employee",
      ),
    ];
    expect(ask("What is the employer's liability each accident limit?", wc).answer).toContain("$500,000");
    expect(ask("What is the disease policy limit?", wc).answer).toContain("$1,000,000");
    expectExactQuotes(ask("What is the disease each employee limit?", wc), wc);
  });

  it("says plainly when the documents do not state the value, and cites nothing", () => {
    for (const q of [
      "What is the deductible?",
      "What is the combined single limit?",
      "What is the hired and non-owned auto limit?",
    ]) {
      const a = ask(q);
      expect(a.found, q).toBe(false);
      expect(a.citations).toEqual([]);
      expect(a.answer).toMatch(/^I could not find .+ in the documents\.$/);
    }
    expect(ask("What is the deductible?").answer).toBe("I could not find the deductible in the documents.");
  });

  it("never reads a limit out of a sentence that only mentions it", () => {
    const prose = [
      page(
        1,
        "The Each Occurrence Limit shown in the Declarations is the most we will pay for damages, subject to $250 of costs.",
      ),
    ];
    expect(ask("What is the each occurrence limit?", prose).found).toBe(false);
  });

  it("reports each different value with its source instead of picking one", () => {
    const endorsement = page(7, "AMENDMENT OF LIMITS OF INSURANCE (GENERAL LIABILITY)\nEach Occurrence\t$500,000");
    const a = ask("What is the each occurrence limit?", [declarations, endorsement]);
    expect(a.found).toBe(true);
    expect(a.citations.map((c) => c.page).sort()).toEqual([1, 7]);
    expect(a.answer).toContain("different values");
    expect(a.answer).toMatch(/\$1,000,000.*\[\d\].*\$500,000.*\[\d\]|\$500,000.*\[\d\].*\$1,000,000.*\[\d\]/);
    const two = ask("policy number?", [
      declarations,
      page(1, "BUSINESS AUTO DECLARATIONS\nPolicy Number\tBA 1100420", "auto.pdf"),
    ]);
    expect(two.citations.map((c) => c.fileName).sort()).toEqual(["auto.pdf", "policy.pdf"]);
  });

  it("quotes exclusion wording and answers other questions only with a quoted passage", () => {
    const liquor = ask("Is there a liquor liability exclusion?");
    expect(liquor.citations[0].page).toBe(9);
    expect(liquor.citations[0].quote).toContain("alcoholic beverages");
    expectExactQuotes(liquor);
    expect(ask("Is there a pollution exclusion?").found).toBe(false);
    const war = ask("What does the policy say about war?");
    expect(war.answer).toMatch(/^The documents say: “e\. War/);
    expectExactQuotes(war);
  });

  it("lists the forms schedule and finds a form by its title", () => {
    const schedule = page(
      2,
      "SCHEDULE OF FORMS AND ENDORSEMENTS\nCG 00 01\t04 13\tCommercial General Liability Coverage Form\nCG 21 67\t12 04\tFungi or Bacteria Exclusion",
    );
    const all = ask("What forms and endorsements are attached?", [schedule]);
    expect(all.citations).toHaveLength(2);
    expect(all.answer).toContain("CG 21 67 Fungi or Bacteria Exclusion [2]");
    const mold = ask("Is there a mold endorsement?", [schedule]);
    expect(mold.citations.map((c) => c.quote)).toEqual(["CG 21 67\t12 04\tFungi or Bacteria Exclusion"]);
    expect(ask("Is there a waiver of subrogation endorsement?", [schedule]).found).toBe(false);
  });
});
