// Received certificates for the tests and the evaluation, made with our own certificate filling
// (server/modules/certificates): a fillable ACORD 25 filled with known values (form fields), the
// drawn certificate (page text only, as a flattened one reads) and a scan of it (page image, read
// by OCR). The values are known, so every verdict can be checked.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PDFDocument } from "@cantoo/pdf-lib";
import { fillAcord25 } from "../../server/modules/certificates/acord25-fill.ts";
import { buildCertificateData, type CertificatePolicy } from "../../server/modules/certificates/certificate-data.ts";
import { renderCertificatePdf } from "../../server/modules/certificates/certificate-pdf.ts";
import { buildFillableAcord25Pdf } from "../../server/seed/document.factory.ts";
import type { GenDoc } from "../insurance-docs/model.ts";
import { emptyTruth } from "../insurance-docs/model.ts";
import { renderPdf } from "../insurance-docs/render.ts";

export interface CertificateSpec {
  insured: string;
  holder: string;
  /** ISO dates. */
  effective: string;
  expiration: string;
  gl: { occ: number; agg: number; prod?: number };
  auto?: number;
  umbrella?: number;
  el?: [number, number, number];
  statutory?: boolean;
  additionalInsured: boolean;
  waiver: boolean;
  primaryNonContributory?: boolean;
  description?: string;
  /** The auto carrier is printed without an NAIC number. */
  autoWithoutNaic?: boolean;
}

const run = promisify(execFile);

export type CertificateLayout = "form fields" | "flattened" | "scanned";

const s = (n: number | undefined) => (n === undefined ? undefined : String(n));

function policies(spec: CertificateSpec): CertificatePolicy[] {
  const base = {
    state: "INFORCE" as const,
    quoteNumber: null,
    inforceAt: new Date(`${spec.effective}T00:00:00Z`),
    expiresAt: new Date(`${spec.expiration}T00:00:00Z`),
    cancellation: null,
    reinstatement: null,
  };
  const main = { name: "Penobscot Casualty Company", naicCode: "24147" };
  const out: CertificatePolicy[] = [
    {
      ...base,
      id: "gl",
      type: "GENERAL_LIABILITY",
      policyNumber: "CGL-5521-27",
      carrier: main,
      createdAt: new Date(1),
      details: {
        limits: {
          generalLiability: {
            eachOccurrence: s(spec.gl.occ),
            generalAggregate: s(spec.gl.agg),
            productsCompletedOperationsAggregate: s(spec.gl.prod),
          },
        },
        facts: {
          coverageForm: "OCCURRENCE",
          additionalInsuredEndorsement: spec.additionalInsured,
          waiverOfSubrogationEndorsement: spec.waiver,
          primaryNonContributoryEndorsement: spec.primaryNonContributory === true,
        },
      },
    } as CertificatePolicy,
  ];
  if (spec.auto)
    out.push({
      ...base,
      id: "auto",
      type: "COMMERCIAL_AUTO",
      policyNumber: "BA-7730-14",
      carrier: { name: "Kennebec Auto Insurance Co", naicCode: spec.autoWithoutNaic ? null : "31291" },
      createdAt: new Date(2),
      details: { limits: { auto: { combinedSingleLimit: s(spec.auto) } } },
    } as CertificatePolicy);
  if (spec.umbrella)
    out.push({
      ...base,
      id: "umb",
      type: "UMBRELLA",
      policyNumber: "UMB-3390-02",
      carrier: main,
      createdAt: new Date(3),
      details: { limits: { umbrellaExcess: { eachOccurrence: s(spec.umbrella), aggregate: s(spec.umbrella) } } },
    } as CertificatePolicy);
  if (spec.el)
    out.push({
      ...base,
      id: "wc",
      type: "WORKERS_COMPENSATION",
      policyNumber: "WC-118204",
      carrier: { name: "Maine Employers Mutual", naicCode: "11149" },
      createdAt: new Date(4),
      details: {
        limits: {
          workersCompensation: {
            eachAccident: s(spec.el[0]),
            diseaseEachEmployee: s(spec.el[1]),
            diseasePolicyLimit: s(spec.el[2]),
          },
        },
        facts: {
          workersCompensationLimits: spec.statutory === false ? null : "PER_STATUTE",
          waiverOfSubrogationEndorsement: spec.waiver,
        },
      },
    } as CertificatePolicy);
  return out;
}

function dataOf(spec: CertificateSpec) {
  return buildCertificateData({
    certificateNumber: 7,
    now: new Date(`${spec.effective}T15:00:00Z`),
    timeZone: "America/New_York",
    agency: {
      name: "Casco Insurance Brokers",
      mailingAddress: { line1: "200 Middle Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
      coi: { contactName: "Robin Hale", contactEmail: "coi@casco-brokers.test", contactPhone: "(207) 555-0107" },
    },
    account: {
      name: spec.insured,
      mailingAddress: { line1: "9 Wharf Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
    },
    policies: policies(spec),
    holder: {
      name: spec.holder,
      address: { line1: "1 Monument Square", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
    },
    additionalInsured: spec.additionalInsured,
    waiverOfSubrogation: spec.waiver,
    primaryNonContributory: spec.primaryNonContributory,
    descriptionOfOperations: spec.description ?? null,
    layout: "ACORD_25",
  });
}

/** The certificate as a PDF in one of its layouts. */
export async function certificatePdf(spec: CertificateSpec, layout: CertificateLayout): Promise<Uint8Array> {
  const data = dataOf(spec);
  if (layout === "form fields") return fillAcord25(await buildFillableAcord25Pdf(), data, { flatten: false });
  const drawn = await renderCertificatePdf(data);
  if (layout === "flattened") return drawn;
  return scanOf(drawn);
}

/** A PDF's first page as a 150 dpi page image (a scan: no text layer), rasterised by poppler's pdftoppm. */
async function scanOf(pdf: Uint8Array): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), "certificate-scan-"));
  try {
    await writeFile(path.join(dir, "in.pdf"), pdf);
    await run("pdftoppm", [
      "-png",
      "-r",
      "150",
      "-f",
      "1",
      "-l",
      "1",
      "-singlefile",
      path.join(dir, "in.pdf"),
      path.join(dir, "page"),
    ]);
    const doc = await PDFDocument.create();
    const image = await doc.embedPng(await readFile(path.join(dir, "page.png")));
    doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
    return doc.save();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A PDF that is not a certificate: a one-page letter. */
export async function notACertificatePdf(): Promise<Uint8Array> {
  const doc: GenDoc = {
    id: "letter",
    fileName: "letter.pdf",
    layout: "letter",
    split: "dev",
    scanned: false,
    pages: [
      {
        lines: [
          "Dear Ms. Hale,",
          "",
          "Thank you for the quote on our new warehouse. We will review it next week.",
          "",
          "Sincerely, Pat Moreno",
        ].map((t) => ({ cells: [t] })),
      },
    ],
    truth: emptyTruth(),
  };
  return renderPdf(doc);
}
