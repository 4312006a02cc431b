import type { AgencyCtx } from "../../lib/context.ts";
import { readAll, fileStoreOf } from "../files/file-store.ts";
import { findFile } from "../files/files.service.ts";
import { getViewerAgency } from "../identity/agency.service.ts";
import { EVIDENCE_FORM_UNREADABLE, fillEvidenceForm } from "./evidence-acroform.ts";
import { buildEvidenceData, type EvidenceData } from "./evidence-data.ts";
import { renderEvidencePdf } from "./evidence-layout.ts";
import type { FilledField, FormFiller, FormFillResult } from "./form-fill.types.ts";

/**
 * ACORD 27 (evidence of property insurance) and ACORD 28 (evidence of commercial property
 * insurance) from the account's property policy: the agency's uploaded fillable form when it
 * configured one, else Cara's own layout (docs/product/form-skills-certificates.md).
 */

/** The agency's uploaded fillable form for `template` (`configuration.formTemplates`), read defensively. */
async function agencyFormBytes(ctx: AgencyCtx, template: string): Promise<Uint8Array | null> {
  const agency = await getViewerAgency(ctx);
  const templates = (agency.configuration as { formTemplates?: Record<string, unknown> }).formTemplates;
  const entry = templates?.[template];
  const fileId =
    typeof entry === "string"
      ? entry
      : typeof entry === "object" && entry
        ? (entry as { fileId?: unknown }).fileId
        : null;
  if (typeof fileId !== "string") return null;
  const file = await findFile(ctx, fileId);
  if (!file) return null;
  const stream = await fileStoreOf(ctx).get(file.storageKey);
  return stream ? new Uint8Array(await readAll(stream)) : null;
}

const TITLES = {
  "ACORD 27": "Evidence of Property Insurance",
  "ACORD 28": "Evidence of Commercial Property Insurance",
};

function ourLayoutFields(data: EvidenceData): FilledField[] {
  return [
    ...Object.values(data.values).filter((field): field is FilledField => !!field),
    ...data.coverages.flatMap((coverage): FilledField[] => [
      {
        key: `${coverage.key}.amount`,
        label: `Amount of insurance: ${coverage.label}`,
        value: coverage.amount,
        source: coverage.source,
      },
      ...(coverage.deductible && coverage.deductibleSource
        ? [
            {
              key: `${coverage.key}.deductible`,
              label: `Deductible: ${coverage.label}`,
              value: coverage.deductible,
              source: coverage.deductibleSource,
            },
          ]
        : []),
    ]),
  ];
}

function evidenceFiller(template: "ACORD 27" | "ACORD 28"): FormFiller {
  return async (ctx, request): Promise<FormFillResult> => {
    const data = await buildEvidenceData(ctx, {
      template,
      accountId: request.accountId,
      additionalInterest: request.additionalInterest,
    });
    const title = `${template} ${TITLES[template]} — ${data.insuredName}${data.interestName ? ` for ${data.interestName}` : ""}`;
    const fileName = `${template} - ${data.insuredName}${data.policyNumber ? ` - ${data.policyNumber}` : ""}.pdf`
      // eslint-disable-next-line no-control-regex -- control characters cannot be in a file name
      .replace(/[\\/:*?"<>|\u0000-\u001f]/g, " ");
    const form = await agencyFormBytes(ctx, template);
    const onForm = form ? await fillEvidenceForm(form, data) : null;
    if (onForm)
      return {
        template,
        title,
        fileName,
        pdf: onForm.pdf,
        filled: onForm.filled,
        missing: [...data.missing, ...onForm.missing],
      };
    const missing = form
      ? [{ key: "agencyForm", label: `The agency's ${template}`, reason: EVIDENCE_FORM_UNREADABLE }, ...data.missing]
      : data.missing;
    return { template, title, fileName, pdf: await renderEvidencePdf(data), filled: ourLayoutFields(data), missing };
  };
}

export const fillEvidenceOfProperty = evidenceFiller("ACORD 27");
export const fillEvidenceOfCommercialProperty = evidenceFiller("ACORD 28");
