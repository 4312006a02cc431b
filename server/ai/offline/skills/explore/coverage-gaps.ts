import { policyTypeName } from "../../../../../domain/policy/vocabulary.ts";
import type { ToolCitation } from "../../../tool-contract.ts";
import { kindOf } from "./exclusion-kinds.ts";
import { EXPOSURES } from "./gap-exposures.ts";
import type { FindingStatus } from "../report.ts";

/**
 * Coverage Gap Analysis's rules (docs/product/explore-a-policy.md): the exposures a business's
 * description shows, each checked against what its policy files show (a cited coverage line or a
 * cited exclusion: "policy-confirmed") and what the agency's records list (a policy of that line
 * on record, its document not read: "exposure-inferred", as is nothing found). Never "covered"
 * without a cited passage: a line on record is Amber until its policy is read.
 */

export interface CoverageLine {
  label: string;
  value: string;
  citation: ToolCitation;
}
export interface ExclusionFound {
  title: string;
  form: string | null;
  citation: ToolCitation;
}
export interface PolicyRecord {
  /** "GENERAL_LIABILITY GL-123" as the knowledge graph names it */
  name: string;
  state: string | null;
}
export interface Evidence {
  lines: CoverageLine[];
  exclusions: ExclusionFound[];
  records: PolicyRecord[];
}

/** Words that say what a business does: without any, a description cannot be analysed. */
const ACTIVITY =
  /\b(we|they|it|company|business|firm|shop|store|contractor|services?|sells?|makes?|manufactur\w*|operates?|runs?|provides?|owns?|installs?|builds?|repairs?|serves?|delivers?|consult\w*|restaurant|clinic|agency|practice)\b/;

export const describesActivity = (text: string) => EXPOSURES.some((e) => e.trigger?.test(text)) || ACTIVITY.test(text);

export interface GapRow {
  exposure: string;
  why: string;
  status: Extract<FindingStatus, "Red" | "Amber" | "Green">;
  basis: "policy-confirmed" | "exposure-inferred";
  evidence: string;
  cite: ToolCitation | { record: string } | null;
  confirm: string;
}

const recordType = (name: string) => name.split(" ")[0] ?? name;
/** "COMMERCIAL_AUTO CA-4101" → "Auto policy CA-4101". */
const recordLabel = (name: string) =>
  `${policyTypeName(recordType(name))} policy${name.includes(" ") ? ` ${name.slice(name.indexOf(" ") + 1)}` : ""}`;

export function assessGaps(description: string, evidence: Evidence): GapRow[] {
  // "no employees", "without vehicles": what the business says it does not have raises nothing
  const text = description
    .toLowerCase()
    .replace(/\b(no|without|zero)\s+(\w+\s+)?(employees|staff|workers|vehicles|trucks|vans|cars)\b/g, "");
  const rows: GapRow[] = [];
  for (const e of EXPOSURES) {
    if (e.trigger && !e.trigger.test(text)) continue;
    const base = { exposure: e.label, why: e.why, confirm: `Confirm with ${e.confirm}.` };
    const line = e.lines ? evidence.lines.find((l) => e.lines!.test(l.label)) : undefined;
    const record = evidence.records.find((r) => e.records.test(recordType(r.name)));
    const excluded = e.excludedBy
      ? evidence.exclusions.find((x) => e.excludedBy!.test(kindOf(x.title, x.citation.quote)?.kind ?? ""))
      : undefined;
    if (excluded && !line && !record) {
      rows.push({
        ...base,
        status: "Red",
        basis: "policy-confirmed",
        evidence: `Excluded by "${excluded.title}"${excluded.form ? ` (${excluded.form})` : ""}`,
        cite: excluded.citation,
        confirm: `Needs ${e.confirm}.`,
      });
    } else if (line) {
      rows.push({
        ...base,
        status: "Green",
        basis: "policy-confirmed",
        evidence: `The policy shows ${line.label}: ${line.value}`,
        cite: line.citation,
        confirm: "Check the limit fits the contracts and the exposure.",
      });
    } else if (record) {
      rows.push({
        ...base,
        status: "Amber",
        basis: "exposure-inferred",
        evidence: `${recordLabel(record.name)} is on the agency's records; its document is not in this workspace`,
        cite: { record: "Agency records" },
        confirm: `Attach that policy to confirm; ${base.confirm}`,
      });
    } else {
      rows.push({
        ...base,
        status: e.missing,
        basis: "exposure-inferred",
        evidence: "Not found in the policy files or the agency's records",
        cite: null,
      });
    }
  }
  return rows;
}
