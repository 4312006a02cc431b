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
