import { describe, expect, it } from "vitest";
import { answerFromPassages } from "./answer.ts";
import { rankPages } from "./rank.ts";
import { questionClasses } from "./question-classes.ts";
import { fitsQuestion, isCaption } from "./value-guard.ts";

const page = (text: string, n = 1) => ({ fileId: "f", fileName: "doc.pdf", page: n, text });
const ask = (q: string, texts: string[]) =>
  answerFromPassages(
    q,
    rankPages(
      q,
      texts.map((t, i) => page(t, i + 1)),
    ),
  );
const cls = (id: string) => questionClasses.find((c) => c.id === id)!;

describe("a value is stated only when it has the type the question asks for", () => {
  it("never gives the next caption of a flattened certificate as the named insured", () => {
    // an ACORD 25 read as text: the INSURED caption stands alone, the insurer captions follow it
    const certificate =
      "CERTIFICATE OF LIABILITY INSURANCE\nINSURER A : Granite Peak Insurance Company\t12982\nINSURED\nINSURER B :\nQuarry Road Masonry LLC\tINSURER C :\n1154 Commerce Drive\tINSURER D :";
    const answer = ask("Who is the named insured?", [certificate]);
    expect(answer.answer).not.toContain("INSURER B");
  });

  it("does not read a sentence that ends with the label as the label (two columns of endorsement wording)", () => {
    const endorsement =
      "1. Exclusion g. Aircraft, Auto or Watercraft,\tother claims against any party other\nunder\tCommercial General\tLiability\tthan the Named Insured.\nCoverage Form, Section I. Coverage A 2.\nExclusions is deleted.";
    const answer = ask("Who is the named insured?", [endorsement]);
    expect(answer.answer).not.toContain("Coverage Form");
  });

  it("does not give an insurer's name as the insured", () => {
    const page1 =
      "COMMERCIAL CERTIFICATE\nInsured\nCompany A Truck Insurance Exchange\nCompany B Fire Insurance Exchange";
    const answer = ask("Who is the named insured?", [page1]);
    expect(answer.found).toBe(false);
    expect(answer.answer).toMatch(/could not find the named insured/);
  });

  it("does not give a heading or a schedule caption as a name", () => {
    expect(ask("Who is the named insured?", ["DECLARATIONS\nNamed Insured: SCHEDULE"]).found).toBe(false);
    expect(ask("Which insurer issues the policy?", ["Insurer: Captive Reinsurance Companies"]).found).toBe(false);
    expect(isCaption("INSURER B :")).toBe(true);
    expect(isCaption("Captive Reinsurance Companies")).toBe(true);
    expect(isCaption("Quarry Road Masonry LLC")).toBe(false);
  });

  it("keeps real values of each type", () => {
    expect(fitsQuestion(cls("namedInsured"), ": Quarry Road Masonry LLC")).toBe(true);
    expect(fitsQuestion(cls("carrier"), "Spinnaker Insurance Company")).toBe(true);
    expect(fitsQuestion(cls("eachOccurrence"), "500")).toBe(true);
    expect(fitsQuestion(cls("eachOccurrence"), "Included")).toBe(true);
    expect(fitsQuestion(cls("policyNumber"), "CSG-00270324-01")).toBe(true);
    expect(fitsQuestion(cls("policyPeriod"), "09-23-2023 to 09-23-2024")).toBe(true);
  });

  it("refuses values of another type", () => {
    expect(fitsQuestion(cls("policyNumber"), "Broker's Unique Market Reference Period of Insurance")).toBe(false);
    expect(fitsQuestion(cls("eachOccurrence"), "See schedule")).toBe(false);
    expect(fitsQuestion(cls("policyPeriod"), "Get the VIN from the registration")).toBe(false);
    expect(fitsQuestion(cls("namedInsured"), "c. The first Named Insured must keep records of the information")).toBe(
      false,
    );
  });
});

describe("walk cases on generated pages with the same layout", () => {
  const premiumPage =
    "PREMIUM SUMMARY\nTotal Premium if paid in full\t$14,564.03\nInstallment fee\t$120.00\nTotal\t$16,188.10";
  it("keeps a premium's condition and the total printed after it", () => {
    const answer = ask("What is the total premium?", [premiumPage]);
    expect(answer.answer).toContain("$14,564.03 if paid in full; total $16,188.10 [1]");
    expect(premiumPage).toContain(answer.citations[0]!.quote);
  });

  it("reads a period printed with dashes and the time of day", () => {
    const answer = ask("What is the policy period?", [
      "DECLARATIONS\nPolicy Period: 09-23-2023 to 09-23-2024 12:01 A.M. standard time",
    ]);
    expect(answer.answer).toContain("09-23-2023 to 09-23-2024 [1]");
  });

  it("answers an unclassed question only with a value of the type asked, else offers passages apart", () => {
    const wording =
      "GENERAL CONDITIONS\nCooling-off period\nYou may return this policy within 21 days of receiving it.";
    expect(ask("How long is the cooling-off period?", [wording]).answer).toContain("21 days [1]");
    const holder = ask("Who is the certificate holder?", [
      "THIS CERTIFICATE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE CERTIFICATE HOLDER.",
    ]);
    expect(holder.found).toBe(false);
    expect(holder.answer).not.toContain("THIS CERTIFICATE");
    const reinsured = ask("Who is the reinsured company?", [
      "FACULTATIVE SUBMISSION\nReinsured company details follow.\nReinsurance Conditions: Follow Form Company Policy",
    ]);
    expect(reinsured.found).toBe(false);
    expect(reinsured.answer).toMatch(
      /^I could not find an answer to that in the documents\.\n\nPassages that may help/,
    );
    const summary =
      "QUOTE SUMMARY\tDate:\t11/13/2026\nACCOUNT NAME: Harbor Row LLC\tQuote #:\t00912345.2\nPROGRAM\tHRPX 2026";
    expect(ask("What is the HRPX quote number?", [summary]).answer).toMatch(/^The documents show 00912345\.2 \[1\]/);
    expect(ask("What is the ZZYZ quote number?", [summary]).found).toBe(false);
    const cover = "Report Claims Immediately by Calling*\n1-800-555-0142\nSpeak directly with a claim professional";
    expect(ask("What claim-reporting phone number is given on the cover?", [cover]).answer).toContain("1-800-555-0142");
    const number = ask("What is the certificate number?", ["COVERAGES\tCERTIFICATE NUMBER:\tREVISION NUMBER:"]);
    expect(number.found).toBe(false);
  });

  it("picks the form whose title carries the question's words", () => {
    const schedule =
      "FORMS SCHEDULE\nCGL 1708 09 11\tSwimming Pool Coverage Buy Back\nCGL 1709 03 16\tExclusion - Swimming Pool";
    const answer = ask("What is the form number of the Exclusion - Swimming Pool endorsement?", [schedule]);
    expect(answer.citations.map((c) => c.quote)).toEqual([expect.stringContaining("CGL 1709 03 16")]);
  });
});

describe("a flattened certificate is read by its boxes", () => {
  // an ACORD 25 as its text layer comes out: the insurer captions interleaved with the insured's box
  const certificate = [
    "CERTIFICATE OF LIABILITY INSURANCE\t04/24/2026",
    "PRODUCER\tJane Agent",
    "INSURER(S) AFFORDING COVERAGE\tNAIC #",
    "INSURER A : Granite Peak Insurance Company\t12982",
    "INSURED",
    "INSURER B :",
    "Quarry Road Masonry LLC\tINSURER C :",
    "1154 Commerce Drive\tINSURER D : Harbor Mutual Insurance Co\t10101",
    "CERTIFICATE HOLDER\tCANCELLATION",
    "SHOULD ANY OF THE ABOVE DESCRIBED POLICIES BE CANCELLED BEFORE",
    "ACCORDANCE WITH THE POLICY PROVISIONS.",
    "Seaside Property Owners LLC",
  ].join("\n");
  it("gives the insured, the holder and the insurer the question names by letter", () => {
    expect(ask("Who is the named insured?", [certificate]).answer).toContain("Quarry Road Masonry LLC [1]");
    expect(ask("Who is the certificate holder?", [certificate]).answer).toContain("Seaside Property Owners LLC [1]");
    expect(ask("Which insurer (insurer D) writes the workers compensation?", [certificate]).answer).toContain(
      "Harbor Mutual Insurance Co [1]",
    );
  });
  it("names no insurer when there are several and the question names no letter", () => {
    expect(ask("Which insurer affords the coverage?", [certificate]).found).toBe(false);
  });
});

describe("several values for one question", () => {
  it("keep those whose line names the question's own words", () => {
    const evidence = [
      "EVIDENCE OF COMMERCIAL PROPERTY INSURANCE",
      "COMMERCIAL PROPERTY COVERAGE AMOUNT OF INSURANCE:\t$\t250,000,000\tDED: 50,000",
      "LIMITED FUNGUS COVERAGE\tX\tIf YES, LIMIT: 5,000,000\tDED: 50,000",
      "EQUIPMENT BREAKDOWN (If Applicable)\tX\tIf YES, LIMIT: 250,000,000\tDED: 10,000",
    ].join("\n");
    const answer = ask("What is the equipment breakdown deductible?", [evidence]);
    expect(answer.answer).toContain("10,000");
    expect(answer.answer).not.toContain("50,000");
  });
});

describe("a flattened certificate's coverage rows", () => {
  const certificate = [
    "CERTIFICATE OF LIABILITY INSURANCE\t04/24/2026",
    "INSURER A : Granite Peak Insurance Company\t12982",
    "INSURER B : Harbor Mutual Insurance Co\t10101",
    "INSR\tADDL SUBR\tPOLICY EFF\tPOLICY EXP",
    "LTR\tTYPE OF INSURANCE\tINSD WVD\tPOLICY NUMBER\t(MM/DD/YYYY) (MM/DD/YYYY)\tLIMITS",
    "X COMMERCIAL GENERAL LIABILITY\tEACH OCCURRENCE\t$ 1,000,000",
    "CLAIMS-MADE\tX OCCUR\tPREMISES (Ea occurrence)\t$ 100,000",
    "A\tGL-2026-118842\t04/24/2026 04/24/2027 PERSONAL & ADV INJURY\t$ 1,000,000",
    "WORKERS COMPENSATION\tPER\tOTH-",
    "B OFFICER/MEMBER EXCLUDED?\tN\tN / A\tWC 55 0001\t05/01/2026 05/01/2027",
    "C Pollution\tPLL-7781\t04/01/2025\t04/01/2028\t$5M/$10M",
    "DESCRIPTION OF OPERATIONS / LOCATIONS / VEHICLES",
  ].join("\n");
  it("gives each line's policy number, dates and insurer", () => {
    expect(ask("What is the general liability policy number?", [certificate]).answer).toContain("GL-2026-118842 [1]");
    expect(ask("What is the workers compensation policy number?", [certificate]).answer).toContain("WC 55 0001 [1]");
    expect(ask("What is the pollution policy number?", [certificate]).answer).toContain("PLL-7781 [1]");
    expect(ask("When does the general liability policy expire?", [certificate]).answer).toContain("04/24/2027 [1]");
    expect(ask("Which insurer writes the workers compensation?", [certificate]).answer).toContain(
      "Harbor Mutual Insurance Co [1]",
    );
  });
  it("says not found for a line the certificate does not carry", () => {
    expect(ask("What is the cyber policy number?", [certificate]).found).toBe(false);
  });
});

describe("which page a value is read from", () => {
  const declarations = "COMMERCIAL GENERAL LIABILITY DECLARATIONS\nGeneral Aggregate Limit\t$2,000,000";
  const example =
    "SECTION III - LIMITS OF INSURANCE\nExample: if the General Aggregate Limit\t$1,000,000\nis exhausted, we pay nothing more.";
  it("takes the declarations' value over a coverage form's worked example", () => {
    const answer = ask("What is the general aggregate limit?", [example, declarations]);
    expect(answer.answer).toContain("$2,000,000 [1]");
    expect(answer.answer).not.toContain("$1,000,000");
  });
  it("reads no value for a coverage or a party the question names from a page that never names it", () => {
    const evidence = "EVIDENCE OF COMMERCIAL PROPERTY INSURANCE\nPolicy Number\t1113078";
    expect(ask("What is the captive property policy number?", [evidence]).found).toBe(false);
    expect(ask("What policy number does Chubb Bermuda carry?", [evidence]).found).toBe(false);
    expect(ask("What is the property policy number?", [evidence]).answer).toContain("1113078 [1]");
  });
  it("gives no policy-wide aggregate for a question about the aggregate per location", () => {
    const declarations =
      "COMMERCIAL GENERAL LIABILITY DECLARATIONS\nEACH OCCURRENCE LIMIT\t$\t1,000,000\nGENERAL AGGREGATE LIMIT\t$\t2,000,000";
    const answer = ask("What is the per-location general aggregate cap?", [declarations]);
    expect(answer.answer).not.toContain("2,000,000 [1]");
  });
  it("gives no program premium for a premium of a coverage the page names only in another row", () => {
    const summary =
      "QUOTE SUMMARY\nEstimated Policy Premium:\t$84,200.00\nTOTAL FEES:\t$900.00\nTERRORISM (Additional):\t$1,250.00\nCRIME (Additional):\t$640.00";
    expect(ask("What is the optional crime coverage premium?", [summary]).answer).not.toContain("$84,200.00");
    const table = "OPTIONAL COVERAGES\nCrime coverage for all locations\nGross Premium:\t$640.00";
    expect(ask("What is the optional crime coverage premium?", [table]).answer).toContain("$640.00 [1]");
  });
  it("gives a coverage's premium from the row that names it, never a subtotal before its other charges", () => {
    const rating =
      "CLASSIFICATION AND PREMIUM\n60010 Apartment Buildings\t$ 14,210\nSubtotal General Liability Premium: $\t14,210\nHired Auto Liability\t$ 175\nLine Of Business Subtotal Premium: $\t14,385";
    const summary =
      "Cost Summary\nGeneral Liability Premium\t$14,385.00\nPolicy Fee\t$250.00\nTotal Policy Cost\t$15,061.20";
    const answer = ask("What is the general liability premium?", [rating, summary]);
    expect(answer.answer).toContain("$14,385.00 [1]");
    expect(answer.answer).not.toContain("14,210");
    expect(ask("What is the total policy cost including fees and tax?", [rating, summary]).answer).toContain(
      "$15,061.20 [1]",
    );
  });
});

describe("a limit asked by its coverage's name, on an evidence of property's rows", () => {
  // an evidence of commercial property insurance as its text layer comes out (written for this test)
  const evidence = [
    "EVIDENCE OF COMMERCIAL PROPERTY INSURANCE",
    "LIMITED FUNGUS COVERAGE\tX\tIf YES, LIMIT: 2,500,000\tDED: 25,000",
    "FLOOD (If Applicable)\tX\tIf YES, LIMIT: See Attached\tDED: See Attached",
    "WIND / HAIL INCL\tX YES\tNO\tIf YES, LIMIT: Policy Limit\tDED: See Attached",
    "NAMED STORM INCL\tX YES\tNO\tIf YES, LIMIT: 75,000,000\tDED: 5%",
    "EQUIPMENT BREAKDOWN (If Applicable)\tX\tDED: 10,000\tIf YES, LIMIT: 40,000,000",
  ].join("\n");
  it("reads the limit on the row that names the coverage", () => {
    expect(ask("What is the named storm limit?", [evidence]).answer).toContain("75,000,000 [1]");
    expect(ask("What limited fungus coverage limit is shown?", [evidence]).answer).toContain("2,500,000 [1]");
  });
  it("never gives the row's deductible, or another row's limit, as the limit", () => {
    expect(ask("What is the equipment breakdown limit?", [evidence]).answer).toContain("40,000,000 [1]");
    const flood = ask("What is the flood limit?", [evidence]);
    expect(flood.found).toBe(false);
    expect(flood.answer.split("\n")[0]).toBe("I could not find an answer to that in the documents.");
  });
});

describe("a quote's own line of business under a letterhead", () => {
  // a broker's quote page (written for this test): the letterhead first, the title on the eighth line
  const quote = [
    "Harborline Specialty, LLC, operating",
    "through its division Harborline Wholesale",
    "100 Main Street, Suite 5",
    "Atlanta, GA 30342",
    "RE: Birchwood Holdings LLC",
    "DATE: 11/14/2026",
    "Reference Number: 12345",
    "General Liability Quote",
    "Each Occurrence Limit\t$ 1,000,000",
    "Deductible: $2500 Combined BI/PD - Per Claim",
    "Defense included in Deductible: Yes",
  ].join("\n");
  it("reads the deductible the question asks for by the quote's line, and no word of a sentence as one", () => {
    const answer = ask("What deductible does the general liability quote carry?", [quote]);
    expect(answer.answer).toContain("$2500 [1]");
    expect(answer.answer).not.toMatch(/included/i);
  });
  it("reads a row naming a property policy as the property line", () => {
    const breakdown = "QUOTE BREAKDOWN\nHarbor Residential Property Policy: Deductible $25,000\t$101,000.00";
    expect(ask("What deductible applies to the Harbor Residential Property Policy?", [breakdown]).answer).toContain(
      "$25,000 [1]",
    );
  });
});

describe("a party asked for by its own label (a reinsurance submission)", () => {
  // a facultative submission's first page (written for this test)
  const submission = [
    "CASUALTY FACULTATIVE SUBMISSION",
    "Name of Insured:\tBirchwood Services Holdco, LLC",
    "Reinsured Company:\tHarbor E&S",
    "Insured Address:\t12 Dock Street Memphis TN 38103",
    "Reinsured Company Contact:\tJane Roe",
    "Reinsurance Coverage:\tFollow Form Company Policy",
  ].join("\n");
  it("reads the value beside the label that is the question's words", () => {
    expect(ask("Who is the reinsured company?", [submission]).answer).toContain("Harbor E&S [1]");
    expect(ask("Which company is the reinsured?", [submission]).answer).toContain("Harbor E&S [1]");
    expect(ask("What is the insured address?", [submission]).answer).toContain("12 Dock Street Memphis TN 38103 [1]");
  });
  it("reads nothing beside a label with words the question does not ask", () => {
    const contactOnly = submission.replace("Reinsured Company:\tHarbor E&S\n", "");
    expect(ask("Who is the reinsured company?", [contactOnly]).found).toBe(false);
  });
});

describe("a question naming an exclusion", () => {
  it("is an exclusion question, answered with the form's number and title and its page", () => {
    const schedule =
      "FORMS SCHEDULE\nCG 21 32 05 09\tCommunicable Disease Exclusion\nCG 00 01 04 13\tCommercial General Liability Coverage Form";
    const answer = ask("Does a communicable disease exclusion apply?", [schedule]);
    expect(answer.answer).toMatch(/^Yes: CG 21 32 05 09 Communicable Disease Exclusion.*page 1 \[1\]\.$/);
  });
});
