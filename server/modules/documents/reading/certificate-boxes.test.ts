import { describe, expect, it } from "vitest";
import { readCertificateBoxes } from "./certificate-boxes.ts";
import { certificateRows } from "./certificate-rows.ts";

// Flattened certificates as their text layer comes out: a box's value may sit on its caption's
// own line, or the insurer column's cells may share the caption's line.
const page = (lines: string[]) => ({
  fileId: "c",
  fileName: "coi.pdf",
  page: 1,
  text: ["CERTIFICATE OF LIABILITY INSURANCE", "INSURER(S) AFFORDING COVERAGE\tNAIC #", ...lines].join("\n"),
});

describe("readCertificateBoxes", () => {
  it("reads the insured printed beside its caption", () => {
    const boxes = readCertificateBoxes(
      page([
        "INSURED\tBirchwood Terrace Owners LLC\tINSURER B : Quarry Mutual Insurance Company\t12345",
        "c/o Hollin Property Group",
      ]),
    );
    expect(boxes.insured?.value).toBe("Birchwood Terrace Owners LLC");
  });

  it("does not take an insurer's name that shares the caption's line for the insured", () => {
    const nameThenNaic = readCertificateBoxes(
      page([
        "INSURED\tQuarry Mutual Insurance Company\t12345",
        "INSURER A :",
        "Birchwood Terrace Owners LLC",
        "INSURER B :",
      ]),
    );
    expect(nameThenNaic.insured?.value).toBe("Birchwood Terrace Owners LLC");
    const captionFirst = readCertificateBoxes(
      page([
        "INSURED\tINSURER A :\tQuarry Mutual Insurance Company\t12345",
        "Birchwood Terrace Owners LLC\tINSURER B :",
      ]),
    );
    expect(captionFirst.insured?.value).toBe("Birchwood Terrace Owners LLC");
  });

  it("reads the holder under its caption when the cancellation wording shares the line", () => {
    const boxes = readCertificateBoxes(
      page([
        "CERTIFICATE HOLDER\tCANCELLATION",
        "Harbor Point Lending LLC\tSHOULD ANY OF THE ABOVE DESCRIBED POLICIES BE CANCELLED",
      ]),
    );
    expect(boxes.holder?.value).toBe("Harbor Point Lending LLC");
    const numbered = readCertificateBoxes(
      page([
        "CERTIFICATE HOLDER\tCANCELLATION",
        "SHOULD ANY OF THE ABOVE DESCRIBED POLICIES BE CANCELLED BEFORE",
        "22165186",
        "Harbor Point Lending LLC",
      ]),
    );
    expect(numbered.holder?.value).toBe("Harbor Point Lending LLC");
  });
});

describe("readCertificateBoxes: insurers", () => {
  it("reads an insurer whose name and NAIC number sit a line above its bare caption", () => {
    const boxes = readCertificateBoxes(
      page([
        "INSURED\tGreat Plains Mutual Insurance Company\t54321",
        "INSURER A :",
        "Birchwood Terrace Owners LLC",
        "INSURER B :",
      ]),
    );
    expect(boxes.insurers.map((i) => [i.letter, i.name, i.naic])).toEqual([
      ["A", "Great Plains Mutual Insurance Company", "54321"],
    ]);
    expect(boxes.insured?.value).toBe("Birchwood Terrace Owners LLC");
  });
  it("still reads insurers printed after their captions", () => {
    const boxes = readCertificateBoxes(
      page(["INSURER A : Great Plains Mutual Insurance Company\t54321", "INSURER B :"]),
    );
    expect(boxes.insurers.map((i) => i.letter)).toEqual(["A"]);
  });
});

describe("certificateRows on a certificate of property insurance", () => {
  it("reads the property row's policy number and dates under its PROPERTY caption", () => {
    const rows = certificateRows(
      page([
        "INSR\tPOLICY EFFECTIVE POLICY EXPIRATION",
        "TYPE OF INSURANCE\tPOLICY NUMBER\tCOVERED PROPERTY\tLIMITS",
        "PROPERTY\tBUILDING\t$",
        "CAUSES OF LOSS\tDEDUCTIBLES\tPERSONAL PROPERTY $",
        "SPECIAL\tRENTAL VALUE\t$ SEE ACORD 101",
        "77-PK-1234-5\t03/01/2025\t03/01/2026",
        "EARTHQUAKE\tBLANKET BUILDING\t$\t$4,250,000",
      ]),
    );
    expect(rows.map((r) => [r.line, r.number, r.effective, r.expiration])).toEqual([
      ["property", "77-PK-1234-5", "03/01/2025", "03/01/2026"],
    ]);
  });
});

describe("an older certificate: insurers by company letter, captions in mixed case", () => {
  // the layout of a carrier's own certificate of insurance (written for this test)
  const older = {
    fileId: "o",
    fileName: "older-coi.pdf",
    page: 1,
    text: [
      "Commercial Certificate of Insurance",
      "Companies Providing Coverage:",
      "Insured\tCompany A Prairie Casualty Exchange",
      "LANTERN SOUND STUDIOS\tLetter",
      "Name\t• 41 Mill Road\tCompany B Cedar Mutual Exchange",
      "Letter",
      "Description of Operations:",
      "Certificate holder is named as an additional insured.",
      "Certificate Holder\tCancellation",
      "RIVERBEND HOTEL\tShould any of the above described policies be cancelled",
    ].join("\n"),
  };
  it("reads the insurers by letter, the insured and the holder, never a sentence for a caption", () => {
    const boxes = readCertificateBoxes(older);
    expect(boxes.insurers.map((i) => [i.letter, i.name])).toEqual([
      ["A", "Prairie Casualty Exchange"],
      ["B", "Cedar Mutual Exchange"],
    ]);
    expect(boxes.insured?.value).toBe("LANTERN SOUND STUDIOS");
    expect(boxes.holder?.value).toBe("RIVERBEND HOTEL");
  });
});

describe("captions on an OCR'd certificate", () => {
  it("reads the insured under a caption that shares its line with the next box, one space apart", () => {
    const boxes = readCertificateBoxes(page(["INSURED INSURER E:", "Ridgeway Tile Inc INSURER F:", "9 Wharf Street"]));
    expect(boxes.insured?.value).toBe("Ridgeway Tile Inc");
  });
});

// A scanned ACORD 25 as OCR reads it, word boxes laid out like a text layer (ocr.ts): the small
// capitals of the insurer captions misread, a box's border read as a scrap, the rows' header lost.
const scanned = {
  fileId: "s",
  fileName: "scan.pdf",
  page: 1,
  text: [
    "ACORD\tCERTIFICATE OF LIABILITY INSURANCE",
    "PRODUCER\t[a\tDana Whitlock",
    "Harbourline Insurance Group\tPHONE, Ex; (555)010-2200",
    "400 Quay Road\tEMAL os:\tservice@harbourline.example",
    "wsurerA: Pellham Casualty Compan:\t[31117|",
    "INSURED\twsurers: Pellham Mutual Exchange\t31120",
    "Foxley Grading, LLC\t[wsveerc:\t~~\t[|",
    "88 Kiln Lane\t[wsoeero:[|",
    "COVERAGES\tCERTIFICATE NUMBER: 0042\tREVISION NUMBER: 4",
    "EXCLUSIONS AND CONDITIONS OF SUCH POLICIES. LIMITS SHOWN MAY HAVE BEEN REDUCED BY PAID CLAIMS.",
    "[ X [ commerciaL GenRaL LiaBILITY\tPGL-7781204\t03/01/2026 | 03/01/2027\t51,000,000",
    "AUTOMOBILE LABILITY\tPCA-7781205\t03/01/2026 | 03/01/2027\t$1,000,000",
    "CERTIFICATE HOLDER\tCANCELLATION",
    "Town of Eastmere\tSHOULD ANY OF THE ABOVE DESCRIBED POLICIES BE CANCELLED BEFORE",
  ].join("\n"),
};

describe("a scanned certificate read through OCR", () => {
  it("reads the insured under a caption that a cell follows, and no scrap for the producer", () => {
    const boxes = readCertificateBoxes(scanned);
    expect(boxes.insured?.value).toBe("Foxley Grading, LLC");
    expect(boxes.producer?.value).toBe("Harbourline Insurance Group");
    expect(boxes.holder?.value).toBe("Town of Eastmere");
  });

  it("reads insurers whose captions OCR misread, by the letter read or their place in the column", () => {
    const insurers = readCertificateBoxes(scanned).insurers.map((i) => [i.letter, i.name, i.naic]);
    expect(insurers).toEqual([
      ["A", "Pellham Casualty Compan", "31117"],
      ["B", "Pellham Mutual Exchange", "31120"],
    ]);
  });

  it("reads the rows without their header, with a letter OCR dropped from the type of insurance", () => {
    const rows = certificateRows(scanned).map((r) => [r.line, r.number, r.effective, r.expiration]);
    expect(rows).toEqual([
      ["gl", "PGL-7781204", "03/01/2026", "03/01/2027"],
      ["auto", "PCA-7781205", "03/01/2026", "03/01/2027"],
    ]);
  });
});
