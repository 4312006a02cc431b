import type { UnderwritingLine } from "../../../../../domain/preset-options.ts";
import { policyTypeName } from "../../../../../domain/policy/vocabulary.ts";
import { FACT_CLASSES } from "../../../../modules/underwriting/fact-classes.ts";
import type { RunContext, ToolCitation } from "../../../tool-contract.ts";
import type { ReportCell, ReportTable } from "../report.ts";
import { sameValue, type ReadDoc } from "./underwriting-read.ts";

/**
 * Enrich and Verify Application: each field of the application against the account record, the
 * account's policies in the agency's records and the other documents — Verified when they agree,
 * Differs when they conflict, Filled when the application left it blank and a record or document
 * states it, Not found when nobody has it. A FEIN, a class code or a limit is only ever filled from
 * a record or a document that states it (the account record has none of them).
 */

export interface GraphPolicy {
  type: string;
  number: string | null;
  carrier: string | null;
}

interface Other {
  value: string;
  source: string;
  cite: ToolCitation | { record: string };
}

const ENRICHED = [
  "applicantName",
  "dba",
  "mailingAddress",
  "phone",
  "website",
  "fein",
  "businessDescription",
  "yearsInBusiness",
  "annualRevenue",
  "fullTimeEmployees",
  "priorCarrier",
  "effectiveDate",
];

const POLICY_LINES: Record<UnderwritingLine, string[]> = {
  BUSINESS_OPERATIONS: ["GENERAL_LIABILITY", "BUSINESS_OWNERS", "PACKAGE"],
  WORKERS_COMPENSATION: ["WORKERS_COMPENSATION"],
  PROPERTY: ["PROPERTY", "PACKAGE", "BUSINESS_OWNERS"],
  AUTO: ["COMMERCIAL_AUTO"],
};

type Account = NonNullable<RunContext["account"]>;

function accountValue(account: Account, id: string): string | null {
  const a = account.mailingAddress;
  switch (id) {
    case "applicantName":
      return account.name;
    case "dba":
      return account.dba ?? null;
    case "phone":
      return account.phone ?? null;
    case "website":
      return account.website ?? null;
    case "mailingAddress":
      return a ? [a.line1, a.line2, `${a.city}, ${a.zone} ${a.postalCode}`].filter(Boolean).join(", ") : null;
    default:
      return null;
  }
}

function recordsOf(id: string, account: Account | null, policies: GraphPolicy[], lines: UnderwritingLine[]): Other[] {
  const out: Other[] = [];
  const fromAccount = account ? accountValue(account, id) : null;
  if (fromAccount)
    out.push({ value: fromAccount, source: "Account record", cite: { record: `Account record — ${account!.name}` } });
  if (id === "priorCarrier")
    for (const policy of policies.filter((p) => p.carrier && lines.some((l) => POLICY_LINES[l].includes(p.type)))) {
      const record = `${policyTypeName(policy.type)} policy ${policy.number ?? ""} in our records`.replace(/\s+/g, " ");
      out.push({ value: policy.carrier!, source: record, cite: { record } });
    }
  return out;
}

export function verifyTable(
  docs: ReadDoc[],
  account: Account | null,
  policies: GraphPolicy[],
  lines: UnderwritingLine[],
): ReportTable {
  // the application is the fullest application document (a carrier supplemental answers fewer
  // questions), whatever order the files were attached in
  const app =
    docs
      .filter((d) => d.kind === "application")
      .sort((a, b) => b.facts.length - a.facts.length || a.fileName.localeCompare(b.fileName))[0] ?? null;
  const ids = [...ENRICHED, ...FACT_CLASSES.filter((c) => c.lines.some((l) => lines.includes(l))).map((c) => c.id)];
  const rows: ReportCell[][] = [];
  for (const id of [...new Set(ids)]) {
    const fact = FACT_CLASSES.find((c) => c.id === id)!;
    const onApp = app?.facts.find((f) => f.id === id) ?? null;
    const others: Other[] = [
      ...recordsOf(id, account, policies, lines),
      ...docs
        .filter((d) => d !== app)
        .flatMap((d) => d.facts.filter((f) => f.id === id))
        .map((f) => ({ value: f.value, source: `${f.citation.fileName}, p. ${f.citation.page}`, cite: f.citation })),
    ];
    const conflict = onApp ? others.find((o) => !sameValue(id, o.value, onApp.value)) : undefined;
    const other = conflict ?? others[0] ?? null;
    const status: ReportCell = !onApp
      ? other
        ? { text: "Filled" }
        : { text: "Not found", status: "Not found" }
      : conflict
        ? { text: "Differs", status: "Differs" }
        : other
          ? { text: "Verified" }
          : { text: "Application only" };
    rows.push([
      { text: fact.label },
      onApp ? { text: onApp.value, cite: onApp.citation } : { text: "blank" },
      other ? { text: other.value, cite: other.cite, highlight: Boolean(conflict) } : { text: "—" },
      { text: other ? other.source : "—" },
      status,
    ]);
  }
  return { columns: ["Field", "On the application", "From our records/documents", "Source", "Status"], rows };
}
