import type { UnderwritingLine } from "../../../../../domain/preset-options.ts";
import { isoDate } from "../../../../modules/documents/reading/values.ts";
import { numberOf, type Fact } from "../../../../modules/underwriting/application-facts.ts";
import type { ApplicationReading, Statement } from "../../../../modules/underwriting/application.ts";
import type { ClassCode, Loss, Vehicle } from "../../../../modules/underwriting/schedules.ts";
import { factClass } from "../../../../modules/underwriting/fact-classes.ts";
import type { ToolCitation } from "../../../tool-contract.ts";

/**
 * What the underwriting skill reads back from PEEK_FILE's APPLICATION view (citations numbered
 * for the run), and how two values of one fact are compared.
 */
/** A reading of the APPLICATION view with its citation numbered for the run. */
type Cited<T extends { citation: unknown }> = Omit<T, "citation"> & { citation: ToolCitation };

export type ReadFact = Cited<Fact>;
export type ReadLoss = Cited<Loss>;
export interface ReadDoc {
  fileName: string;
  kind: ApplicationReading["kind"];
  facts: ReadFact[];
  losses: ReadLoss[];
  classCodes: Array<Cited<ClassCode>>;
  vehicles: Array<Cited<Vehicle>>;
  statements: Array<Cited<Statement>>;
}

export const LINE_NAMES: Record<UnderwritingLine, string> = {
  BUSINESS_OPERATIONS: "Business Operations",
  WORKERS_COMPENSATION: "Workers Compensation",
  PROPERTY: "Property",
  AUTO: "Auto",
};

const NAME_SUFFIX = /\b(llc|l\.l\.c|inc|incorporated|co|company|corp|corporation|ltd|pc|pa|the)\b\.?/gi;

/** A comparable form of a fact's value: the number, the ISO date, the street number and ZIP, the name's words. */
export function comparable(id: string, value: string): string {
  const kind = factClass(id)?.kind ?? "text";
  if (kind === "money" || kind === "number" || kind === "year") return String(numberOf(value) ?? value);
  if (kind === "date") return isoDate(value) ?? value;
  if (kind === "fein") return value.replace(/\D/g, "");
  if (kind === "address") {
    const zip = /\b\d{5}\b(?!.*\b\d{5}\b)/.exec(value)?.[0] ?? "";
    const number = /^\s*(\d+|p\.?\s?o\.?\s+box\s+\d+)/i.exec(value)?.[1]?.replace(/\W/g, "").toLowerCase() ?? "";
    return `${number}|${zip}`;
  }
  if (id === "applicantName" || id === "priorCarrier" || id === "dba")
    return value
      .replace(NAME_SUFFIX, " ")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "");
  if (id === "phone") return value.replace(/\D/g, "").slice(-10);
  return value.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

export const sameValue = (id: string, a: string, b: string) => comparable(id, a) === comparable(id, b);

/** The value of an amount cell ("$12,500", "0") as a number; null when the cell is empty. */
export const amount = (value: string | null) => (value ? numberOf(value) : null);

/** Every fact of `id` across the documents, the applications' first. */
export function factsOf(docs: ReadDoc[], id: string): Array<ReadFact & { doc: ReadDoc }> {
  const ordered = [...docs.filter((d) => d.kind === "application"), ...docs.filter((d) => d.kind !== "application")];
  return ordered.flatMap((doc) => doc.facts.filter((f) => f.id === id).map((f) => ({ ...f, doc })));
}

/** The year the application speaks of: its requested effective date's, else this year. */
export function referenceYear(docs: ReadDoc[]): number {
  const effective = factsOf(docs, "effectiveDate")[0];
  const iso = effective ? isoDate(effective.value) : null;
  return iso ? Number(iso.slice(0, 4)) : new Date().getUTCFullYear();
}
