import {
  EncryptedPDFError,
  PDFCheckBox,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFTextField,
  type PDFField,
} from "@cantoo/pdf-lib";
import type { FilledField, UnfilledField } from "../../../domain/form-fill.ts";
import { removePdfActions } from "../../lib/pdf-actions.ts";
import { embedFontSet } from "../certificates/pdf-fonts.ts";
import type { EvidenceData, EvidenceKey } from "./evidence-data.ts";

/**
 * The agency's own licensed ACORD 27 / 28 filled by its real field names
 * (../shared/reference/acord/acord-27.fields.txt, acord-28.fields.txt). Only fields whose
 * meaning is certain are written: ACORD 27 names most of its boxes cryptically (`LOC3`,
 * `Date2`, `CASymbols212`), so those values are listed for the user to type instead of being
 * put in a box that may be the wrong one. The form is accepted as ACORD distributes it
 * (owner-password encrypted, XFA beside the AcroForm) and stays fillable.
 */

export const EVIDENCE_FORM_UNREADABLE =
  "The agency's uploaded form could not be read as this form (it may need a password to open, or lack the form's fields), so Cara's own layout was used.";

/** Our values → the form's field (its last name segment, index included). */
const FIELD_MAPS: Record<"ACORD 27" | "ACORD 28", Partial<Record<EvidenceKey, string>>> = {
  "ACORD 27": {
    producerPhone: "Phone[0]",
    insurer: "Company[0]",
    remarks: "remarks[0]",
    interest: "addlint[0]",
  },
  "ACORD 28": {
    date: "Date[0]",
    producerContact: "Contact[0]",
    producerPhone: "Phone[0]",
    producerEmail: "Email[0]",
    insured: "Named[0]",
    insurer: "Company[0]",
    naic: "Naic[0]",
    policyNumber: "Policy[0]",
    loanNumber: "Loan[0]",
    location: "Location[0]",
    interest: "NameAdd[0]",
    remarks: "Evidence[0]",
  },
};

/** ACORD 27's coverage rows (coverage / perils / forms, amount of insurance, deductible): eight lines. */
const ACORD27_ROWS = 8;

async function openForm(bytes: Uint8Array): Promise<PDFDocument | null> {
  const options = { updateMetadata: false, preserveXFA: true } as const;
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, options);
  } catch (error) {
    if (!(error instanceof EncryptedPDFError)) return null;
    try {
      doc = await PDFDocument.load(bytes, { ...options, password: "" });
    } catch {
      return null;
    }
    for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
      const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null;
      if (!dict) continue;
      if (
        dict.get(PDFName.of("Type")) === PDFName.of("XRef") ||
        (dict.get(PDFName.of("Filter")) === PDFName.of("Standard") && dict.has(PDFName.of("O")))
      )
        doc.context.delete(ref);
    }
  }
  // The XFA copy would hide the filled AcroForm in readers that prefer XFA.
  doc.catalog.lookupMaybe(PDFName.of("AcroForm"), PDFDict)?.delete(PDFName.of("XFA"));
  doc.catalog.delete(PDFName.of("NeedsRendering"));
  return doc;
}

/** "F[0].P1[0].covperils1[3]" → "covperils1[3]" */
const lastSegment = (name: string) => name.split(".").at(-1) ?? name;

export interface EvidenceFormFill {
  pdf: Uint8Array;
  filled: FilledField[];
  missing: UnfilledField[];
}

/** Fills the agency's form; null when it cannot be opened or is not that form (the caller uses our layout). */
export async function fillEvidenceForm(bytes: Uint8Array, data: EvidenceData): Promise<EvidenceFormFill | null> {
  const doc = await openForm(bytes);
  if (!doc) return null;
  const byName = new Map<string, PDFField[]>();
  for (const field of doc.getForm().getFields()) {
    const name = lastSegment(field.getName());
    byName.set(name, [...(byName.get(name) ?? []), field]);
  }
  const map = FIELD_MAPS[data.template];
  const required = data.template === "ACORD 27" ? ["covperils1[0]", "addlint[0]"] : ["Named[0]", "NameAdd[0]"];
  if (!required.every((name) => byName.has(name))) return null;

  const writes: Array<{ name: string; value: string; field: FilledField }> = [];
  const filled: FilledField[] = [];
  const missing: UnfilledField[] = [];
  for (const [key, field] of Object.entries(data.values) as Array<[EvidenceKey, FilledField]>) {
    let target = map[key];
    let value = field.value;
    if (data.template === "ACORD 28" && key === "remarks") value = remarksWithCoverages(data, value);
    if (!target || !byName.has(target)) {
      missing.push({
        key: field.key,
        label: field.label,
        reason: `The agency's ${data.template} has no field Cara can identify with certainty for this: type "${field.value.replace(/\n/g, ", ")}" in its box (from ${field.source.kind === "record" ? field.source.label : field.source.kind === "user" ? "what you typed" : field.source.fileName}).`,
      });
      continue;
    }
    target = target!;
    writes.push({ name: target, value, field: { ...field, key: target, value } });
  }
  if (data.template === "ACORD 28" && !data.values.remarks && data.coverages.length > 0) {
    const value = remarksWithCoverages(data, "");
    writes.push({
      name: "Evidence[0]",
      value,
      field: { key: "Evidence[0]", label: "Coverages (remarks)", value, source: data.coverages[0]!.source },
    });
  }
  if (data.template === "ACORD 27") {
    data.coverages.slice(0, ACORD27_ROWS).forEach((coverage, i) => {
      writes.push({
        name: `covperils1[${i}]`,
        value: coverage.label,
        field: {
          key: `covperils1[${i}]`,
          label: "Coverage / perils / forms",
          value: coverage.label,
          source: coverage.source,
        },
      });
      writes.push({
        name: `amtinsur[${i}]`,
        value: coverage.amount,
        field: {
          key: `amtinsur[${i}]`,
          label: `Amount of insurance: ${coverage.label}`,
          value: coverage.amount,
          source: coverage.source,
        },
      });
      if (coverage.deductible && coverage.deductibleSource)
        writes.push({
          name: `deduct[${i}]`,
          value: coverage.deductible,
          field: {
            key: `deduct[${i}]`,
            label: `Deductible: ${coverage.label}`,
            value: coverage.deductible,
            source: coverage.deductibleSource,
          },
        });
    });
    for (const coverage of data.coverages.slice(ACORD27_ROWS))
      missing.push({
        key: coverage.key,
        label: coverage.label,
        reason: `The form has ${ACORD27_ROWS} coverage lines: ${coverage.label} ${coverage.amount} did not fit; add it in the remarks.`,
      });
  }
  const fonts = await embedFontSet(
    doc,
    writes.map((write) => write.value),
  );
  for (const write of writes) {
    for (const target of byName.get(write.name) ?? []) {
      if (target instanceof PDFCheckBox || !(target instanceof PDFTextField)) continue;
      let text = fonts.printable(write.value);
      const max = target.getMaxLength();
      if (typeof max === "number" && [...text].length > max) {
        missing.push({
          key: write.name,
          label: write.field.label,
          reason: `Longer than the form's box (${max} characters): "${text}" was cut; check it.`,
        });
        text = [...text].slice(0, max).join("");
      }
      if (text.includes("\n") && !target.isMultiline()) target.enableMultiline();
      const box = target.acroField.getWidgets()[0]?.getRectangle();
      if (box) {
        // the largest size (6–9 pt) at which the lines fit the box's height and width
        const lines = text.split("\n");
        const widest = Math.max(...lines.map((line) => fonts.width(line, 1)), 1);
        const size = Math.min(9, (box.height - 2) / (lines.length * 1.25), (box.width - 4) / widest);
        target.setFontSize(Math.max(6, Math.floor(size * 2) / 2));
      }
      target.setText(text);
      target.updateAppearances(fonts.singleFontFor(text) ?? fonts.primary);
    }
    filled.push(write.field);
  }
  removePdfActions(doc); // the uploaded form's scripts and actions stay out (ADR 058)
  return { pdf: await doc.save({ updateFieldAppearances: false }), filled, missing };
}

/** ACORD 28's remarks page carries the coverage schedule (amounts and deductibles), then the policy's remarks. */
function remarksWithCoverages(data: EvidenceData, remarks: string): string {
  const schedule = data.coverages.map(
    (c) => `${c.label}: amount of insurance ${c.amount}${c.deductible ? `, deductible ${c.deductible}` : ""}`,
  );
  return [schedule.length ? `Coverages:\n${schedule.join("\n")}` : "", remarks].filter(Boolean).join("\n\n");
}
