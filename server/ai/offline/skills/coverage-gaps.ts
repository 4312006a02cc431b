import type { ToolCitation } from "../../tool-contract.ts";
import { kindOf } from "./exclusion-kinds.ts";
import type { FindingStatus } from "./report.ts";

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

interface Exposure {
  label: string;
  /** the description words that raise it; null: every business with an activity */
  trigger: RegExp | null;
  why: string;
  /** the policy summary lines that show the cover */
  lines: RegExp | null;
  /** the lines of business on record that write it */
  records: RegExp;
  /** the exclusion kinds (exclusion-kinds.ts) that take it out of a policy read */
  excludedBy: RegExp | null;
  /** Red or Amber when nothing shows it */
  missing: Extract<FindingStatus, "Red" | "Amber">;
  confirm: string;
}

const GL = /GENERAL_LIABILITY|BUSINESS_OWNERS|PACKAGE/;
const CONTRACTOR =
  /contract(or|ing)|construct|roof|plumb|electric(al|ian)|hvac|carpent|landscap|paint(er|ing)|remodel|renovat|install/;
const EMPLOYEES =
  /\b\d+\s+(full[- ]time\s+|part[- ]time\s+)?(employees|staff|workers|people|technicians|drivers|crew)|\b(employees?|staff|crew|hires?|payroll|workers)\b/;

export const EXPOSURES: Exposure[] = [
  {
    label: "Premises and operations liability",
    trigger: null,
    why: "Every business with premises or operations can be sued for injury or damage it causes",
    lines: /^(each occurrence|general aggregate)/i,
    records: GL,
    excludedBy: null,
    missing: "Red",
    confirm: "the general liability declarations",
  },
  {
    label: "Products and completed operations",
    trigger: new RegExp(`${CONTRACTOR.source}|manufactur|sells?\\b|retail|products?|restaurant|food|bakery|cater|grill|cafe|café|diner|pub\\b|\\bbar\\b|kitchen`),
    why: "It makes, sells or installs things that can cause injury after the job or sale",
    lines: /^products-completed/i,
    records: /GENERAL_LIABILITY|BUSINESS_OWNERS|PACKAGE|PRODUCT_LIABILITY/,
    excludedBy: null,
    missing: "Red",
    confirm: "the products-completed operations aggregate on the GL declarations",
  },
  {
    label: "Owned autos",
    trigger: /\b(trucks?|vans?|vehicles?|fleet|cars?|pickups?|trailers?)\b/,
    why: "It owns or runs vehicles",
    lines: /auto combined single limit/i,
    records: /COMMERCIAL_AUTO/,
    excludedBy: /aircraft, auto/,
    missing: "Red",
    confirm: "a business auto policy listing the vehicles",
  },
  {
    label: "Hired and non-owned autos",
    trigger: new RegExp(`${EMPLOYEES.source}|deliver|errands?|drives? to|travel`),
    why: "Employees may drive their own or rented cars on business",
    lines: /auto combined single limit/i,
    records: /COMMERCIAL_AUTO/,
    excludedBy: /aircraft, auto/,
    missing: "Amber",
    confirm: "hired and non-owned auto cover (symbols 8 and 9) on an auto or BOP policy",
  },
  {
    label: "Workers compensation and employer's liability",
    trigger: EMPLOYEES,
    why: "It has employees (statutory in most states)",
    lines: /^employer's liability/i,
    records: /WORKERS_COMPENSATION/,
    excludedBy: null,
    missing: "Red",
    confirm: "a workers compensation policy for each state with employees",
  },
  {
    label: "Employment practices liability",
    trigger: EMPLOYEES,
    why: "Employees can sue for wrongful termination, harassment or discrimination",
    lines: null,
    records: /EMPLOYMENT_PRACTICES/,
    excludedBy: /employment practices/,
    missing: "Amber",
    confirm: "an EPLI policy or endorsement",
  },
  {
    label: "Property at its locations",
    trigger:
      /\b(locations?|office|shop|store|warehouse|premises|building|restaurant|plant|facility|leases?|owns? the)\b/,
    why: "It has a location with building or contents to insure",
    lines: null,
    records: /PROPERTY|BUSINESS_OWNERS|PACKAGE/,
    excludedBy: null,
    missing: "Amber",
    confirm: "a property or BOP declarations with each location's limits",
  },
  {
    label: "Business income",
    trigger: /\b(locations?|office|shop|store|warehouse|restaurant|plant|facility)\b/,
    why: "A fire or closure at its location would stop its income",
    lines: null,
    records: /PROPERTY|BUSINESS_OWNERS|PACKAGE/,
    excludedBy: null,
    missing: "Amber",
    confirm: "business income and extra expense on the property or BOP policy",
  },
  {
    label: "Cyber and data",
    trigger:
      /payments?|credit cards?|cards?\b|online|e-?commerce|customer (data|records|information)|personal (data|information)|patients?|website|stores? data/,
    why: "It takes payments or keeps customers' data",
    lines: null,
    records: /CYBER/,
    excludedBy: /cyber/,
    missing: "Red",
    confirm: "a cyber policy (breach response, liability)",
  },
  {
    label: "Professional liability (E&O)",
    trigger:
      /advi[cs]e|consult|design|engineer|architect|accountant|bookkeep|software|it services|inspect|broker|tax|legal|clinic/,
    why: "It gives advice or designs for others",
    lines: null,
    records: /PROFESSIONAL_LIABILITY|ERRORS_AND_OMISSION/,
    excludedBy: /professional services/,
    missing: "Red",
    confirm: "a professional or E&O policy",
  },
  {
    label: "Liquor liability",
    trigger: /alcohol|liquor|beer|wine|\bbar\b|brewery|taproom|cocktails?|spirits/,
    why: "It serves or sells alcohol",
    lines: null,
    records: /LIQUOR/,
    excludedBy: /liquor/,
    missing: "Red",
    confirm: "liquor liability cover (a policy or an endorsement removing the liquor exclusion)",
  },
  {
    label: "Pollution",
    trigger: new RegExp(`${CONTRACTOR.source}|fuel|gas station|chemicals?|solvents?|hazardous|pesticides?|tanks?`),
    why: "Its work or materials can release pollutants",
    lines: null,
    records: /POLLUTION/,
    excludedBy: /pollution/,
    missing: "Amber",
    confirm: "contractors pollution liability or a site pollution policy",
  },
  {
    label: "Tools and equipment (inland marine)",
    trigger: new RegExp(`${CONTRACTOR.source}|tools|equipment|job ?sites?`),
    why: "It carries tools and equipment between job sites",
    lines: null,
    records: /INLAND_MARINE/,
    excludedBy: null,
    missing: "Amber",
    confirm: "a contractors equipment (inland marine) floater",
  },
  {
    label: "Umbrella or excess",
    trigger: /umbrella|excess|\$\s?\d{1,2},?000,?000|\d+\s*million|high limits|contracts? requir/,
    why: "Its contracts or exposures call for limits above the primary policies",
    lines: /^umbrella/i,
    records: /UMBRELLA|EXCESS/,
    excludedBy: null,
    missing: "Red",
    confirm: "an umbrella or excess policy with the limit required",
  },
  {
    label: "Crime (employee theft)",
    trigger: /cash|money|checks|bookkeep|handles? payments|inventory/,
    why: "Employees handle money or stock",
    lines: null,
    records: /CRIME/,
    excludedBy: null,
    missing: "Amber",
    confirm: "a crime policy (employee theft, funds transfer fraud)",
  },
];

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
        evidence: `A ${record.name} policy is on the agency's records; its document is not in this workspace`,
        cite: { record: `Agency records: ${record.name}` },
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
