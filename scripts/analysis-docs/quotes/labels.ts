// How two carriers word the same quote: label set "A" (development) and "B" (held out: never used
// to tune the reader). Each key of a quote spec has one label per set.
import type { LineKind } from "./spec.ts";

export type LabelSet = "A" | "B";

export const HEADINGS: Record<LineKind, [string, string]> = {
  gl: ["COMMERCIAL GENERAL LIABILITY", "General Liability Coverage"],
  property: ["COMMERCIAL PROPERTY", "Property Coverage Part"],
  auto: ["BUSINESS AUTO", "Commercial Automobile"],
  umbrella: ["COMMERCIAL UMBRELLA", "Excess Liability"],
  wc: ["WORKERS COMPENSATION AND EMPLOYERS LIABILITY", "Workers' Comp / Employers' Liability"],
  cyber: ["CYBER LIABILITY", "Network Security & Privacy (Cyber)"],
  inlandMarine: ["INLAND MARINE", "Contractors Equipment Floater"],
};

const LIMITS: Record<string, [string, string]> = {
  eachOccurrence: ["Each Occurrence", "Per Occurrence Limit"],
  generalAggregate: ["General Aggregate", "Aggregate Limit"],
  productsAggregate: ["Products-Completed Operations Aggregate", "Prod/Comp Ops Aggregate"],
  personalAdvertising: ["Personal & Advertising Injury", "Personal and Advertising Injury Limit"],
  rentedPremises: ["Damage to Rented Premises", "Fire Legal Liability (Any One Fire)"],
  medicalExpense: ["Medical Expense (Any One Person)", "Med. Pay"],
  building: ["Building", "Building Limit"],
  businessPersonalProperty: ["Business Personal Property", "Contents (BPP)"],
  businessIncome: ["Business Income & Extra Expense", "Loss of Income"],
  combinedSingleLimit: ["Combined Single Limit", "Liability - CSL"],
  uninsuredMotorist: ["Uninsured Motorist", "UM/UIM"],
  statutory: ["Workers Compensation", "Part One - Workers Compensation"],
  elAccident: ["EL Each Accident", "Bodily Injury by Accident - Each Accident"],
  elDiseaseEmployee: ["EL Disease - Each Employee", "Bodily Injury by Disease - Each Employee"],
  elDiseasePolicy: ["EL Disease - Policy Limit", "Bodily Injury by Disease - Policy Limit"],
  eachClaim: ["Each Claim", "Per Claim Limit"],
  contractorsEquipment: ["Contractors Equipment", "Scheduled Contractors' Equipment"],
};

const UMBRELLA: Record<string, [string, string]> = {
  eachOccurrence: ["Each Occurrence", "Per Occurrence"],
  generalAggregate: ["Aggregate", "Annual Aggregate"],
};

const DEDUCTIBLES: Record<string, [string, string]> = {
  deductible: ["Deductible", "Deductible (Per Claim)"],
  "deductible:aop": ["All Other Perils Deductible", "AOP Deductible"],
  "deductible:wind": ["Wind/Hail Deductible", "Windstorm or Hail Deductible"],
  "deductible:comprehensive": ["Comprehensive Deductible", "Other Than Collision Deductible"],
  "deductible:collision": ["Collision Deductible", "Collision Ded."],
  retention: ["Self-Insured Retention", "Retention (Each Claim)"],
};

const FEES: Record<string, [string, string]> = {
  tria: ["TRIA", "Terrorism (TRIA) Premium"],
  surplusLinesTax: ["Surplus Lines Tax", "SL Tax (3.6%)"],
  stampingFee: ["Stamping Fee", "Stamping Office Fee"],
  policyFee: ["Policy Fee", "Carrier Policy Fee"],
  inspectionFee: ["Inspection Fee", "Loss Control Inspection Fee"],
  totalPremium: ["Total Premium", "Total Annual Premium"],
  totalDue: ["Total Due", "Total Amount Payable"],
};

export const HEADER: Record<string, [string, string]> = {
  carrier: ["Carrier", "Insurance Company"],
  insured: ["Named Insured", "Applicant"],
  number: ["Quote Number", "Quote No."],
  period: ["Policy Period", "Proposed Term"],
  premium: ["Premium", "Annual Premium"],
};

const at = (set: LabelSet) => (set === "A" ? 0 : 1);

export function limitLabel(set: LabelSet, kind: LineKind, key: string): string {
  return ((kind === "umbrella" || kind === "cyber") && UMBRELLA[key] ? UMBRELLA[key] : LIMITS[key])![at(set)];
}
export const deductibleLabel = (set: LabelSet, key: string) => DEDUCTIBLES[key]![at(set)];
export const feeLabel = (set: LabelSet, key: string) => FEES[key]![at(set)];
export const headerLabel = (set: LabelSet, key: string) => HEADER[key]![at(set)];
export const headingOf = (set: LabelSet, kind: LineKind) => HEADINGS[kind][at(set)];

export function amBestText(set: LabelSet, rating: string, size: string): string {
  return set === "A"
    ? `AM Best Rating: ${rating}, FSC ${size}`
    : `A.M. Best: ${rating} (Financial Size Category ${size})`;
}
