import { describe, expect, it } from "vitest";
import { labelsA } from "../../../../scripts/insurance-docs/labels.ts";
import { cglDeclarations } from "../../../../scripts/insurance-docs/layouts-cgl.ts";
import { packagePolicy } from "../../../../scripts/insurance-docs/layouts-package.ts";
import { pageText, type GenDoc } from "../../../../scripts/insurance-docs/model.ts";
import { renderPdf } from "../../../../scripts/insurance-docs/render.ts";
import { extractDocument } from "../extract.ts";
import { answerFromPassages } from "./answer.ts";
import { rankPages } from "./rank.ts";
import type { PageText } from "./types.ts";

const pagesOf = (doc: GenDoc): PageText[] =>
  doc.pages.map((p, i) => ({ fileId: doc.id, fileName: doc.fileName, page: i + 1, text: pageText(p) }));
const ask = (q: string, pages: PageText[]) => answerFromPassages(q, rankPages(q, pages));

describe("answerFromPassages on other layouts", () => {
  it("reads a label with a long qualifier in parentheses, in its own cell or before a colon", () => {
    const page = (text: string) => [{ fileId: "q", fileName: "gl.pdf", page: 1, text }];
    const table = page(
      "LIMITS OF INSURANCE\nGeneral Aggregate Limit (Applies Separately to Each Policy Year)\t$2,000,000\nTotal Premium\t$900.00",
    );
    const prose = page("General Aggregate Limit (Applies Separately to Each Policy Year): $3,000,000");
    expect(ask("What is the general aggregate limit?", table).answer).toContain("$2,000,000 [1]");
    expect(ask("What is the general aggregate limit?", prose).answer).toContain("$3,000,000 [1]");
  });

  it("reads an insured-and-address block with blank lines between its lines (OCR)", () => {
    const scan = [
      {
        fileId: "o",
        fileName: "scan.pdf",
        page: 1,
        text: "DECLARATIONS\n\nNAMED INSURED AND MAILING ADDRESS\n\nJuniper Childcare Center\n\n5277 Main Street\n\nSalem, OR 97357\n\nCOMPANY Prairie Wind Insurance Company",
      },
    ];
    expect(ask("What is the mailing address?", scan).answer).toContain("5277 Main Street, Salem, OR 97357 [1]");
  });

  it("reads BI as bodily injury, and what an umbrella pays per occurrence as its limit, not a premium", () => {
    const pages = [
      {
        fileId: "p",
        fileName: "package.pdf",
        page: 1,
        text: "COMMON POLICY DECLARATIONS\nCoverage Part\tPremium\nCommercial Umbrella Coverage Part\t$1,513.70\nTotal Premium\t$9,776.32",
      },
      {
        fileId: "p",
        fileName: "package.pdf",
        page: 2,
        text: "BUSINESS AUTO DECLARATIONS\nCoverage\tCovered Autos\tLimit\tPremium\nBodily Injury Each Person\t7\t$250,000\t$2,926",
      },
      {
        fileId: "p",
        fileName: "package.pdf",
        page: 3,
        text: "COMMERCIAL UMBRELLA DECLARATIONS\nLIMITS OF INSURANCE\nEach Occurrence\t$2,000,000\nAggregate\t$5,000,000",
      },
    ];
    expect(ask("What is the BI limit each person?", pages).answer).toContain("$250,000");
    const umbrella = ask("How much will the umbrella pay for each occurrence?", pages).answer;
    expect(umbrella).toContain("$2,000,000");
    expect(umbrella).not.toContain("$1,513.70");
  });

  it("reads labels and values with no tab between them, as OCR gives them, without taking the next line", () => {
    const scan = [
      {
        fileId: "s",
        fileName: "scan.pdf",
        page: 1,
        text: "Named Insured Juniper Childcare Center\nMailing Address 5277 Main Street, Salem, OR 97357\nProducer Oak and Anchor Insurance Services\nLIMITS OF INSURANCE\nEach Occurrence Limit $2,000,000",
      },
    ];
    expect(ask("Who is the named insured?", scan).answer).toBe("The named insured is Juniper Childcare Center [1].");
    expect(ask("What is the mailing address?", scan).answer).toContain("5277 Main Street, Salem, OR 97357 [1]");
    expect(ask("Who is the producer?", scan).answer).toContain("Oak and Anchor Insurance Services [1]");
    expect(ask("each occurrence?", scan).answer).toContain("$2,000,000");
  });

  it("reads a limit from a row whose header did not align, and refuses a premium it cannot tell from the limit", () => {
    const auto = [
      {
        fileId: "a",
        fileName: "auto.pdf",
        page: 1,
        text: "BUSINESS AUTO DECLARATIONS\nCoverage\tCovered Autos Limit\tPremium\nBodily Injury Each Person\t7\t$100,000\t$1,100\nTotal Premium\t$3,200.00",
      },
    ];
    expect(ask("What is the bodily injury each person limit?", auto).answer).toContain("$100,000");
    expect(ask("What is the total premium?", auto).answer).toContain("$3,200.00");
  });

  it("answers over a 150-page package: the umbrella, the amended GL limit and the forms, each on its page", () => {
    const doc = packagePolicy(77, labelsA, "dev", 150, true);
    const pages = pagesOf(doc);
    expect(pages).toHaveLength(150);
    const umbrella = ask("What is the umbrella each occurrence limit?", pages);
    expect(umbrella.answer).toContain(doc.truth.values.umbrellaOccurrence[0].value);
    expect(umbrella.citations[0].page).toBe(doc.truth.values.umbrellaOccurrence[0].page);
    const gl = ask("What is the each occurrence limit?", pages);
    expect(gl.citations.map((c) => c.page).sort((a, b) => a - b)).toEqual(
      doc.truth.values.eachOccurrence.map((v) => v.page).sort((a, b) => a - b),
    );
    expect(gl.answer).toContain("different values");
  });

  it("answers end to end on a generated PDF read by extractDocument", async () => {
    const doc = cglDeclarations(5, "ruled", labelsA, "dev");
    const bytes = await renderPdf(doc);
    const { pages } = await extractDocument({ bytes, mimeType: "application/pdf", fileName: doc.fileName });
    const texts = pages.map((p) => ({ fileId: doc.id, fileName: doc.fileName, page: p.number, text: p.text }));
    for (const id of ["eachOccurrence", "generalAggregate", "premium", "policyNumber", "carrier"] as const) {
      const q = {
        eachOccurrence: "What is the each occurrence limit?",
        generalAggregate: "What is the general aggregate?",
        premium: "What is the total premium?",
        policyNumber: "What is the policy number?",
        carrier: "Who is the insurer?",
      }[id];
      const a = ask(q, texts);
      expect(a.answer, q).toContain(doc.truth.values[id][0].value);
      expect(a.citations[0].page, q).toBe(doc.truth.values[id][0].page);
      expect(texts[a.citations[0].page - 1].text).toContain(a.citations[0].quote);
    }
  });
});

describe("a coverage part's premium", () => {
  const common = {
    fileId: "p",
    fileName: "package.pdf",
    page: 1,
    text: "COMMON POLICY DECLARATIONS\nCoverage Part\tPremium\nCommercial General Liability Coverage Part\t$8,120.00\nBusiness Auto Coverage Part\t$4,210.55\nTotal Premium\t$12,330.55",
  };
  const autoDec = {
    fileId: "p",
    fileName: "package.pdf",
    page: 3,
    text: "BUSINESS AUTO COVERAGE PART DECLARATIONS\nLiability - Combined Single Limit\t$1,000,000",
  };

  it("is read from the premium summary when the coverage's declarations do not print it", () => {
    const a = ask("What is the auto premium?", [common, autoDec]);
    expect(a.answer).toBe("The premium is $4,210.55 [1].");
    expect(a.citations[0]).toMatchObject({ page: 1, quote: "Business Auto Coverage Part\t$4,210.55" });
    expect(ask("What is the total premium?", [common, autoDec]).answer).toContain("$12,330.55");
    expect(ask("What is the umbrella premium?", [common, autoDec]).found).toBe(false);
  });
});
