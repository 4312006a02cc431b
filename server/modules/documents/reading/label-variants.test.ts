// Label and question wordings carriers use beyond the usual ones: abbreviations, labels with a
// tail ("Agent of Record", "Limit of Insurance"), dates under Eff./Exp. or From/To, periods that
// start with a time of day — and the cases where a looser reading must still say nothing.
import { describe, expect, it } from "vitest";
import { readQuestion } from "./answer.ts";
import { classifyQuestion } from "./question-classes.ts";
import { rankPages } from "./rank.ts";
import type { PageText } from "./types.ts";

const page = (text: string, n = 1): PageText => ({ fileId: "dec.pdf", fileName: "dec.pdf", page: n, text });

function values(question: string, text: string): string[] {
  const pages = [page(text)];
  const reading = readQuestion(question, rankPages(question, pages));
  for (const f of reading.findings) expect(text).toContain(f.citation.quote);
  return reading.findings.map((f) => f.value);
}

const acordStyle = [
  "COMMERCIAL GENERAL LIABILITY DECLARATIONS",
  "POL. NO.\tCGL 4410 2291",
  "INSURED\tMarlow Tool & Die Inc",
  "MAILING ADDRESS\t18 Canal Street, Dayton, OH 45402",
  "WRITING COMPANY\tCopperline Mutual Insurance Company",
  "EFF. DATE\t02/01/2026\tEXP. DATE\t02/01/2027",
  "AGENT OF RECORD\tLantern Risk Advisors",
  "EACH OCCURRENCE LIMIT OF LIABILITY\t$1,000,000",
  "GENERAL AGGREGATE (OTHER THAN PRODUCTS - COMP/OP)\t$2,000,000",
  "PRODUCTS - COMP/OP AGG\t$2,000,000",
  "PERSONAL & ADV INJURY\t$1,000,000",
  "DAMAGE TO RENTED PREMISES (EA OCCURRENCE)\t$100,000",
  "Liquor Liability Aggregate\t$1,000,000",
  "Employee Benefits Aggregate Limit\t$3,000,000",
].join("\n");

describe("label variants", () => {
  it("reads abbreviated and all-caps labels, and labels with a tail", () => {
    expect(values("What's the policy #?", acordStyle)).toEqual(["CGL 4410 2291"]);
    expect(values("Who is the agent of record?", acordStyle)).toEqual(["Lantern Risk Advisors"]);
    expect(values("Who is the writing company?", acordStyle)).toEqual(["Copperline Mutual Insurance Company"]);
    expect(values("What is the each occurrence limit?", acordStyle)).toEqual(["$1,000,000"]);
    expect(values("What's the prod/comp ops aggregate?", acordStyle)).toEqual(["$2,000,000"]);
    expect(values("What is the fire legal liability limit?", acordStyle)).toEqual(["$100,000"]);
  });

  it("does not read another coverage's aggregate as the general aggregate", () => {
    expect(values("What is the general aggregate limit?", acordStyle)).toEqual(["$2,000,000"]);
    expect(values("What is the policy aggregate?", acordStyle)).toEqual(["$2,000,000"]);
  });

  it("reads Eff./Exp. dates in separate cells and builds the period from them", () => {
    expect(values("When does coverage begin?", acordStyle)).toEqual(["02/01/2026"]);
    expect(values("When does this policy lapse?", acordStyle)).toEqual(["02/01/2027"]);
    expect(values("What is the policy term?", acordStyle)).toEqual(["02/01/2026 to 02/01/2027"]);
  });

  it("reads a period that starts with a time of day, and dates under From / To", () => {
    const term = "Policy Term\t12:01 A.M. March 3, 2026 to 12:01 A.M. March 3, 2027 standard time";
    expect(values("What is the inception date?", term)).toEqual(["March 3, 2026"]);
    expect(values("What is the expiry date?", term)).toEqual(["March 3, 2027"]);
    const fromTo = "BUSINESS AUTO DECLARATIONS\nFrom\t06/15/2026\tTo\t06/15/2027";
    expect(values("When does the policy take effect?", fromTo)).toEqual(["06/15/2026"]);
    expect(values("When does coverage end?", fromTo)).toEqual(["06/15/2027"]);
    expect(values("What dates does the policy cover?", fromTo)).toEqual(["06/15/2026 to 06/15/2027"]);
  });

  it("reads combined single limit wordings", () => {
    const auto = (label: string) =>
      `BUSINESS AUTO DECLARATIONS\nCoverage\tCovered Autos\tLimit\n${label}\t1\t$1,000,000`;
    for (const label of ["Bodily Injury & Property Damage Combined", "Covered Autos Liability (CSL)"])
      expect(
        values("What is the combined limit for bodily injury and property damage on the auto policy?", auto(label)),
      ).toEqual(["$1,000,000"]);
  });

  it("keeps an address label that names the insured from being read as the insured's name", () => {
    const text =
      "Named Insured\tOrchard Valley Farms LLC\nMailing Address of Named Insured\t7 Mill Road, Salem, OR 97301";
    expect(values("Who is the named insured?", text)).toEqual(["Orchard Valley Farms LLC"]);
    expect(values("What's the address of the named insured?", text)).toEqual(["7 Mill Road, Salem, OR 97301"]);
  });

  it("reads scanned lines where no tab separates a label (with its tail) from its value", () => {
    const scan = [
      "WORKERS COMPENSATION AND EMPLOYERS LIABILITY INSURANCE POLICY",
      "Name of Insured Quarry Road Masonry LLC",
      "Mailing Address of Named Insured 8354 Elm Avenue, Frankfort, KY 40696",
      "Insurer (Issuing Company) Granite Peak Insurance Company",
      "Agent/Broker Oak and Anchor Insurance Services",
      "Bodily Injury by Accident $1,000,000 each accident",
      "Bodily Injury by Disease $5,000,000 policy limit",
      "Bodily Injury by Disease $1,000,000 each employee",
    ].join("\n");
    expect(values("Who is the named insured?", scan)).toEqual(["Quarry Road Masonry LLC"]);
    expect(values("What is the mailing address?", scan)).toEqual(["8354 Elm Avenue, Frankfort, KY 40696"]);
    expect(values("Who is the insurance carrier?", scan)).toEqual(["Granite Peak Insurance Company"]);
    expect(values("Who is the broker?", scan)).toEqual(["Oak and Anchor Insurance Services"]);
    expect(values("What is the employer's liability each accident limit?", scan)).toEqual(["$1,000,000"]);
    expect(values("What is the disease policy limit?", scan)).toEqual(["$5,000,000"]);
    expect(values("What is the disease each employee limit?", scan)).toEqual(["$1,000,000"]);
  });

  it("does not read another label on a scanned line as a value ('Insured Mailing Address: …')", () => {
    const prose = "Named Insured: Bright Harbor Bakery Inc\nInsured Mailing Address: 6434 Harbor Road, Salem, OR 97363";
    expect(values("Who is the policyholder?", prose)).toEqual(["Bright Harbor Bakery Inc"]);
    expect(values("What is the mailing address?", prose)).toEqual(["6434 Harbor Road, Salem, OR 97363"]);
  });

  it("reads a plain three-digit amount in its own cell after a money label, not a bare code", () => {
    const text = "BUSINESS AUTO DECLARATIONS\nCollision Deductible\t500\nCovered Autos\t7";
    expect(values("What is the deductible?", text)).toEqual(["500"]);
  });

  it("finds an exclusion asked about with generic words ('losses', 'claims')", () => {
    const wording =
      "COVERAGE FORM\n2. Exclusions\nThis insurance does not apply to:\nf. Fungi or Bacteria\nInjury arising out of fungi, mold, spores or bacteria.";
    expect(values("Does the policy exclude mold losses?", wording)[0]).toContain("fungi, mold, spores");
  });
});

describe("question wordings", () => {
  it.each([
    ["When does coverage commence?", "effectiveDate"],
    ["What is the renewal date?", "expirationDate"],
    ["From when to when is the insured covered?", "policyPeriod"],
    ["Which business is insured?", "namedInsured"],
    ["What's the address of the named insured?", "mailingAddress"],
    ["Who sold this policy?", "producer"],
    ["What is the CSL?", "combinedSingleLimit"],
    ["What's the per-person bodily injury limit?", "bodilyInjuryPerPerson"],
    ["What does the policy cost?", "premium"],
    ["Is there a termination endorsement?", "forms"],
  ])("%s → %s", (question, id) => {
    expect(classifyQuestion(question)?.id).toBe(id);
  });

  it("does not answer an agent's or insurer's address with a name", () => {
    expect(classifyQuestion("What is the agent's address?")).toBeNull();
    expect(classifyQuestion("What's the address of the insurer?")).toBeNull();
  });
  it("reads an amount under a '$' left alone at its label's row end, and after a qualifier that opens the next line", () => {
    const limits = [
      "POLICY LIMITS",
      "Contractual - Incidental\tEach Occurrence\t$",
      "500,000",
      "Only\tFire Damage",
      "(Any one fire)\t$ 75,000",
    ].join("\n");
    expect(values("What is the each occurrence limit?", limits)).toEqual(["500,000"]);
    expect(values("What is the fire damage limit?", limits)).toEqual(["$ 75,000"]);
  });
  it("reads the broker a policy's cover says presented it", () => {
    const cover =
      "COMMERCIAL INSURANCE\nA Custom Insurance Policy Prepared for:\nHARBOR ROW HOLDINGS LLC\nPresented by: CEDAR BROKERAGE LLC";
    expect(values("Which broker presented the policy?", cover)).toEqual(["CEDAR BROKERAGE LLC"]);
  });
});
