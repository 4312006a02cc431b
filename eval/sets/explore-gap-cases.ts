// Coverage Gap Analysis cases written for the project: a business description, the policy
// documents it has (generated corpus documents, read by the same views) and the lines the agency's
// records list; each expected verdict is what an account manager would mark. The held-out cases
// were written with the dev ones, in other words and other trades, and never used to tune the rules.

export interface GapCase {
  id: string;
  description: string;
  /** corpus document ids whose pages are the policy files */
  docs: string[];
  /** policies on the agency's records ("COMMERCIAL_AUTO A-1") */
  records: string[];
  /** exposure label → "Verdict basis" (e.g. "Red exposure-inferred"); exposures not listed must not appear */
  expect: Record<string, string>;
}

const GL = "Premises and operations liability";
const PRODUCTS = "Products and completed operations";
const OWNED = "Owned autos";
const HNOA = "Hired and non-owned autos";
const WC = "Workers compensation and employer's liability";
const EPLI = "Employment practices liability";
const PROPERTY = "Property at its locations";
const BI = "Business income";
const CYBER = "Cyber and data";
const EO = "Professional liability (E&O)";
const LIQUOR = "Liquor liability";
const POLLUTION = "Pollution";
const TOOLS = "Tools and equipment (inland marine)";
const UMBRELLA = "Umbrella or excess";
const CRIME = "Crime (employee theft)";

export const devGapCases: GapCase[] = [
  {
    id: "roofer",
    description: "Roofing contractor, 8 employees, two pickup trucks, works on homes and small commercial buildings.",
    docs: ["cgl-table-1"],
    records: ["COMMERCIAL_AUTO AUT-1"],
    expect: {
      [GL]: "Green policy-confirmed",
      [PRODUCTS]: "Green policy-confirmed",
      [OWNED]: "Amber exposure-inferred",
      [HNOA]: "Amber exposure-inferred",
      [WC]: "Red exposure-inferred",
      [EPLI]: "Red policy-confirmed",
      [POLLUTION]: "Red policy-confirmed",
      [TOOLS]: "Amber exposure-inferred",
    },
  },
  {
    id: "bar",
    description:
      "Neighbourhood bar and grill at one location; serves beer, wine and cocktails; 14 staff; takes credit cards.",
    docs: ["cgl-ruled-2"],
    records: ["PROPERTY P-9"],
    expect: {
      [GL]: "Green policy-confirmed",
      [PRODUCTS]: "Green policy-confirmed",
      // the GL's auto and employment-practices exclusions confirm these two gaps
      [HNOA]: "Red policy-confirmed",
      [WC]: "Red exposure-inferred",
      [EPLI]: "Red policy-confirmed",
      [PROPERTY]: "Amber exposure-inferred",
      [BI]: "Amber exposure-inferred",
      [CYBER]: "Red exposure-inferred",
      [LIQUOR]: "Red policy-confirmed",
    },
  },
  {
    id: "consultant",
    description: "We provide IT consulting and software advice to small firms from a home office; no employees.",
    docs: ["wc-5"],
    records: [],
    expect: {
      [GL]: "Red exposure-inferred",
      [PROPERTY]: "Amber exposure-inferred",
      [BI]: "Amber exposure-inferred",
      [EO]: "Red exposure-inferred",
    },
  },
  {
    id: "bakery-package",
    description: "Bakery that sells bread and cakes from its store and delivers with a van; handles cash.",
    docs: ["package-28-8"],
    records: [],
    expect: {
      [GL]: "Green policy-confirmed",
      [PRODUCTS]: "Green policy-confirmed",
      [OWNED]: "Green policy-confirmed",
      [HNOA]: "Green policy-confirmed",
      [PROPERTY]: "Amber exposure-inferred",
      [BI]: "Amber exposure-inferred",
      [CRIME]: "Amber exposure-inferred",
    },
  },
];

export const heldOutGapCases: GapCase[] = [
  {
    id: "electrician",
    description:
      "Electrical contractor installing wiring in new builds; 20 workers; a fleet of vans; contracts require $5,000,000 umbrella limits.",
    docs: ["cgl-table-101"],
    records: ["WORKERS_COMPENSATION WC-2", "UMBRELLA U-3"],
    expect: {
      [GL]: "Green policy-confirmed",
      [PRODUCTS]: "Green policy-confirmed",
      [OWNED]: "Red exposure-inferred",
      [HNOA]: "Amber exposure-inferred",
      [WC]: "Amber exposure-inferred",
      [EPLI]: "Amber exposure-inferred",
      [POLLUTION]: "Amber exposure-inferred",
      [TOOLS]: "Amber exposure-inferred",
      [UMBRELLA]: "Amber exposure-inferred",
    },
  },
  {
    id: "architect",
    description:
      "Architecture firm that designs retail interiors; 6 staff in a leased office; keeps client data online.",
    docs: [],
    records: ["BUSINESS_OWNERS B-4"],
    expect: {
      [GL]: "Amber exposure-inferred",
      [HNOA]: "Amber exposure-inferred",
      [WC]: "Red exposure-inferred",
      [EPLI]: "Amber exposure-inferred",
      [PROPERTY]: "Amber exposure-inferred",
      [BI]: "Amber exposure-inferred",
      [CYBER]: "Red exposure-inferred",
      [EO]: "Red exposure-inferred",
      [PRODUCTS]: "Amber exposure-inferred",
    },
  },
  {
    id: "taproom",
    description: "Brewery with a taproom pouring its own beer; 9 employees; sells online.",
    docs: ["bop-104"],
    records: [],
    expect: {
      [GL]: "Green policy-confirmed",
      [PRODUCTS]: "Green policy-confirmed",
      [HNOA]: "Amber exposure-inferred",
      [WC]: "Red exposure-inferred",
      [EPLI]: "Amber exposure-inferred",
      [CYBER]: "Red exposure-inferred",
      [LIQUOR]: "Red exposure-inferred",
    },
  },
];
