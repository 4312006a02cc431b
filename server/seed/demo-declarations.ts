import { formsPage, gelTable, row, wordingPages } from "../../scripts/insurance-docs/blocks.ts";
import { labelsA } from "../../scripts/insurance-docs/labels.ts";
import { glForms } from "../../scripts/insurance-docs/layouts-cgl.ts";
import { emptyTruth, type GenDoc, type GenLine } from "../../scripts/insurance-docs/model.ts";
import { Rng } from "../../scripts/insurance-docs/random.ts";
import { renderPdf } from "../../scripts/insurance-docs/render.ts";

/** What a demo general liability policy's declarations print, taken from its record. */
export interface DeclarationsFacts {
  policyNumber: string;
  namedInsured: string;
  mailingAddress: string;
  carrier: string;
  naic: string | null;
  producer: string;
  inforceAt: Date;
  expiresAt: Date;
  premium: string;
  /** The policy's general liability limits, in dollars (as the record keeps them). */
  limits: {
    eachOccurrence: string;
    generalAggregate: string;
    productsCompletedOperationsAggregate: string;
    personalAndAdvertisingInjury: string;
    damageToRentedPremises: string;
    medicalExpense: string;
  };
}

const slashDate = (at: Date) =>
  `${String(at.getUTCMonth() + 1).padStart(2, "0")}/${String(at.getUTCDate()).padStart(2, "0")}/${at.getUTCFullYear()}`;

/**
 * A commercial general liability declarations PDF (text layer, 5 pages: declarations with the
 * limits table, the forms schedule, coverage form wording) built with the insurance document
 * generator (scripts/insurance-docs) from a demo policy's own values, so what Cara reads in the
 * demo agrees with the policy record.
 */
export async function demoDeclarationsPdf(facts: DeclarationsFacts): Promise<{ bytes: Uint8Array; pages: number }> {
  const truth = emptyTruth();
  const rng = new Rng(7);
  const lim = facts.limits;
  const lines: GenLine[] = [
    { cells: [facts.carrier.toUpperCase()], size: 12, bold: true },
    { cells: ["COMMERCIAL GENERAL LIABILITY DECLARATIONS"], size: 13, bold: true },
    row("table", labelsA.policyNumber, facts.policyNumber),
    row("table", labelsA.insured, facts.namedInsured),
    row("table", labelsA.address, facts.mailingAddress),
    row("table", labelsA.carrier, facts.carrier),
    ...(facts.naic ? [row("table", labelsA.naic, facts.naic)] : []),
    row(
      "table",
      "Policy Period",
      `From ${slashDate(facts.inforceAt)} to ${slashDate(facts.expiresAt)} 12:01 A.M. Standard Time`,
    ),
    row("table", labelsA.producer, facts.producer),
    { cells: ["LIMITS OF INSURANCE"], bold: true },
    ...gelTable(
      labelsA,
      {
        occurrence: Number(lim.eachOccurrence),
        aggregate: Number(lim.generalAggregate),
        products: Number(lim.productsCompletedOperationsAggregate),
        personal: Number(lim.personalAndAdvertisingInjury),
        rented: Number(lim.damageToRentedPremises),
        medical: Number(lim.medicalExpense),
      },
      truth,
      1,
      "table",
    ),
    row("table", labelsA.premium, `$${Number(facts.premium).toLocaleString("en-US", { minimumFractionDigits: 2 })}`),
  ];
  const doc: GenDoc = {
    id: `demo-${facts.policyNumber}`,
    fileName: `${facts.policyNumber}.pdf`,
    layout: "cgl-table",
    split: "dev",
    scanned: false,
    pages: [
      { lines },
      formsPage("SCHEDULE OF FORMS AND ENDORSEMENTS", glForms, truth, 2),
      ...wordingPages(rng, truth, 3, "COMMERCIAL GENERAL LIABILITY COVERAGE FORM", 3),
    ],
    truth,
  };
  return { bytes: await renderPdf(doc), pages: doc.pages.length };
}
