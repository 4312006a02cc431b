import { dayIn } from "../../../domain/time-zone.ts";
import { timeZoneOfAgency } from "../../modules/certificates/certificates.service.ts";
import { isAcord25Fields, readCertificateFields } from "../../modules/contracts/certificate-reading.ts";
import { withAdditionalRemarks } from "../../modules/contracts/certificate-remarks.ts";
import { readCertificateText } from "../../modules/contracts/certificate-text.ts";
import { readAll } from "../../modules/files/file-store.ts";
import { openFile } from "../../modules/files/files.service.ts";
import { readAcroForm } from "../../modules/forms/acroform.ts";
import type { PeekView } from "./types.ts";

export const NOT_A_CERTIFICATE = "This file is not an ACORD 25 certificate of liability insurance.";

async function formFields(ctx: Parameters<PeekView>[0]["ctx"], fileId: string, mimeType: string) {
  if (mimeType !== "application/pdf") return null;
  try {
    const { stream } = await openFile(ctx, fileId);
    const fields = await readAcroForm(new Uint8Array(await readAll(stream)));
    return isAcord25Fields(fields) && Object.values(fields).some((v) => typeof v === "string" && v.trim())
      ? fields
      : null;
  } catch {
    return null; // no fields, flattened or not a PDF form: read from the page
  }
}

/**
 * CERTIFICATE: a received certificate of liability insurance (ACORD 25) read field by field —
 * from its form fields when it has them, otherwise from the page (flattened or scanned): date,
 * producer, insured, insurers A–F with NAIC numbers, each coverage row (type, ADDL INSD, SUBR
 * WVD, policy number, dates, limits), description of operations, holder, and what those boxes
 * continue on an ACORD 101 schedule — and the agency's today, for expired or soon-expiring policies.
 */
export const certificateView: PeekView = async ({ ctx, file, pages }) => {
  const fields = await formFields(ctx, file.id, file.mimeType);
  const where = { fileId: file.id, fileName: file.name };
  const reading = fields ? readCertificateFields(fields, where) : readCertificateText(pages);
  if (!reading) return { certificate: null, note: NOT_A_CERTIFICATE };
  const certificate = withAdditionalRemarks(reading, pages);
  const today = dayIn(ctx.now(), await timeZoneOfAgency(ctx))
    .toISOString()
    .slice(0, 10);
  return { today, certificate };
};
