import type { FindingStatus } from "../report.ts";

/**
 * The exposures Coverage Gap Analysis weighs (coverage-gaps.ts): the description words that raise
 * each, the policy summary lines and record lines of business that show its cover, the exclusion
 * kinds that take it out, and how grave it is when nothing shows it.
 */

export interface Exposure {
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
    trigger: new RegExp(
      `${CONTRACTOR.source}|manufactur|sells?\\b|retail|products?|restaurant|food|bakery|cater|grill|cafe|café|diner|pub\\b|\\bbar\\b|kitchen`,
    ),
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
