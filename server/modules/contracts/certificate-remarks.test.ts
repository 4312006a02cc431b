import { describe, expect, it } from "vitest";
import type { PageText } from "../documents/reading/types.ts";
import type { CertificateReading } from "./certificate-reading.ts";
import { readAdditionalRemarks, statementsOf, withAdditionalRemarks } from "./certificate-remarks.ts";

const page = (n: number, text: string): PageText => ({ fileId: "f1", fileName: "coi.pdf", page: n, text });

/** The page text of an ACORD 101 as another agency's system prints it: no captions, the form's own footer. */
const acord101 = page(
  2,
  [
    "AGENCY CUSTOMER ID: 0042",
    "LOC #: 1",
    "ADDITIONAL REMARKS SCHEDULE\tPage 1 of 1",
    "AGENCY\tNAMED INSURED",
    "Bayside Insurance Group\tGranite Ridge Masonry LLC",
    "ADDITIONAL REMARKS",
    "THIS ADDITIONAL REMARKS FORM IS A SCHEDULE TO ACORD FORM,",
    "FORM NUMBER: 25 FORM TITLE: CERTIFICATE OF LIABILITY INSURANCE",
    "The City of Bangor, its officers and employees are additional insureds on a primary and",
    "non-contributory basis per CG 20 10 and CG 20 37. Waiver of subrogation applies to general liability",
    "and workers compensation.",
    "ACORD 101 (2008/01)\t© 2008 ACORD CORPORATION. All rights reserved.",
    "The ACORD name and logo are registered marks of ACORD",
  ].join("\n"),
);

const reading = (over: Partial<CertificateReading> = {}): CertificateReading => ({
  readFrom: "page text",
  date: null,
  producer: null,
  insured: null,
  insurers: [],
  coverages: [],
  description: {
    value: "See attached ACORD 101",
    citation: { fileId: "f1", fileName: "coi.pdf", page: 1, quote: "See attached ACORD 101" },
  },
  holder: null,
  remarks: [],
  ...over,
});

describe("ACORD 101 remarks", () => {
  it("reads a real schedule's remarks sentence by sentence, without its header or footer, each quote on its page", () => {
    const remarks = readAdditionalRemarks([page(1, "CERTIFICATE OF LIABILITY INSURANCE"), acord101]);
    expect(remarks.map((r) => r.value)).toEqual([
      "The City of Bangor, its officers and employees are additional insureds on a primary and non-contributory basis per CG 20 10 and CG 20 37.",
      "Waiver of subrogation applies to general liability and workers compensation.",
    ]);
    for (const remark of remarks) {
      expect(remark.citation.page).toBe(2);
      expect(acord101.text).toContain(remark.citation.quote);
    }
  });

  it("puts the description box and the schedule together, and takes the holder the schedule continues", () => {
    const ours = page(
      4,
      [
        "ADDITIONAL REMARKS SCHEDULE",
        "ACORD 101 - page 1",
        "ADDITIONAL REMARKS - THIS ADDITIONAL REMARKS FORM IS A SCHEDULE TO ACORD FORM NUMBER: 25  FORM TITLE: CERTIFICATE OF LIABILITY INSURANCE (No. 1042, 11/27/2026)",
        "CERTIFICATE HOLDER",
        "Penobscot River Restoration Trust and the Town of Orono Parks Department, Attn: Contracts Office",
        "DESCRIPTION OF OPERATIONS / LOCATIONS / VEHICLES",
        "30 days notice of cancellation applies.",
      ].join("\n"),
    );
    const holder = {
      value: "Penobscot River Restoration Trust (See attached ACORD 101)",
      citation: { fileId: "f1", fileName: "coi.pdf", page: 1, quote: "Penobscot River Restoration Trust" },
    };
    const read = withAdditionalRemarks(reading({ holder }), [ours]);
    expect(read.holder?.value).toBe(
      "Penobscot River Restoration Trust and the Town of Orono Parks Department, Attn: Contracts Office",
    );
    expect(read.holder?.citation.page).toBe(4);
    expect(statementsOf(read).map((s) => s.value)).toEqual([
      "See attached ACORD 101",
      "30 days notice of cancellation applies.",
    ]);
  });

  it("leaves a certificate without a schedule as it was read", () => {
    const plain = reading();
    expect(withAdditionalRemarks(plain, [page(1, "CERTIFICATE OF LIABILITY INSURANCE")])).toEqual(plain);
  });
});
