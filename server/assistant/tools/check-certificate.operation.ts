import { z } from "zod";
import { defineOperation } from "../../lib/operation.ts";
import { certificateChecks, judgeAgainstCertificate } from "../../modules/contracts/certificate-compliance.ts";
import type { CertificateReading } from "../../modules/contracts/certificate-reading.ts";
import { contractParties } from "../../modules/contracts/parties.ts";
import { extractRequirements, parseTypedRequirements } from "../../modules/contracts/requirements.ts";
import { fileIdsInput, MAX_PAGES_READ } from "../../modules/documents/documents.operations.ts";
import { certificateView } from "../peek-views/certificate.ts";
import { namedFiles } from "./named-file-pages.ts";

/**
 * CHECK_CERTIFICATE (ADR 063): a received ACORD 25 read field by field (the CERTIFICATE view)
 * and checked by the rules the offline Certificate Review used on its own: each requirement —
 * the contract's (contractFileName) and the typed ones (`requirements`, one per line; a typed
 * one of a kind the contract states is left out) — Met, Not met, Partly met or Not found with the
 * certificate's evidence and citation; and the checks that need no requirement (expired or
 * soon-expiring policies, insurers without an NAIC number, the holder, the description). A typed
 * requirement's citation is the typed text (`fileId` "typed"), not a page.
 */
export const checkCertificateOperation = defineOperation({
  name: "checkCertificate",
  description:
    "Reads a certificate of liability insurance (ACORD 25, certificateFileName) field by field — producer, insured, insurers with NAIC, coverage rows with ADDL INSD and SUBR WVD, policy numbers, dates, limits, description, holder — and checks it: each requirement of the contract (contractFileName) and of the typed requirements (requirements, one per line) gets a verdict Met, Not met, Partly met or Not found with the certificate's evidence; " +
    "the checks that need no requirement (expired or soon-expiring policies, insurers without NAIC, the holder against holder or the contract's parties, the description) get Green, Amber or Red. Every value cited. certificate null with a note: not an ACORD 25.",
  access: "agency",
  input: z.object({
    fileIds: fileIdsInput,
    certificateFileName: z.string().trim().min(1).max(500),
    contractFileName: z.string().trim().min(1).max(500).nullish(),
    requirements: z.string().trim().max(5000).nullish(),
    holder: z.string().trim().max(500).nullish(),
  }),
  run: async (ctx, { fileIds, certificateFileName, contractFileName, requirements: typedText, holder }) => {
    const { pagesOf } = await namedFiles(ctx, fileIds);
    const cert = await pagesOf(certificateFileName);
    const read = (await certificateView({ ctx, ...cert, fromPage: 1, toPage: MAX_PAGES_READ })) as {
      today?: string;
      certificate: CertificateReading | null;
      note?: string;
    };
    if (!read.certificate)
      return { certificate: null, note: read.note ?? null, contract: null, requirements: [], checks: [] };
    const reading = read.certificate;
    const contractPages = contractFileName ? await pagesOf(contractFileName) : null;
    const contract = contractPages
      ? {
          fileName: contractPages.fileName,
          parties: contractParties(contractPages.pages),
          requirements: extractRequirements(contractPages.pages),
        }
      : null;
    const typed = parseTypedRequirements(typedText ?? "").filter(
      (t, i, all) =>
        !contract?.requirements.some((r) => r.kind === t.kind) && all.findIndex((u) => u.kind === t.kind) === i,
    );
    const requirements = [...(contract?.requirements ?? []), ...typed];
    const insured = (reading.insured?.value ?? "").toLowerCase();
    const holders = holder
      ? [holder]
      : (contract?.parties ?? [])
          .map((p) => p.name)
          .filter((name) => !insured.includes(name.toLowerCase().slice(0, 12)));
    const today = read.today ?? new Date().toISOString().slice(0, 10);
    return {
      certificate: { fileName: cert.fileName, today, reading },
      contract: contract
        ? { fileName: contract.fileName, parties: contract.parties, requirementCount: contract.requirements.length }
        : null,
      requirements: requirements.map((requirement) => ({
        ...requirement,
        verdict: judgeAgainstCertificate(requirement, reading),
      })),
      checks: certificateChecks(reading, today, holders),
    };
  },
});
