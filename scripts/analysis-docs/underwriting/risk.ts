// A fictional risk an underwriter is asked to look at: the applicant, its operations and exposures
// per line, its loss history, and which facts the application leaves out (the ground truth of
// "missing") or another document states differently (the ground truth of an inconsistency).
import { money, party, Rng } from "../../insurance-docs/random.ts";

export interface RiskLoss {
  date: string;
  claim: string;
  line: string;
  description: string;
  paid: number;
  reserve: number;
  status: "Open" | "Closed";
}

export interface Risk {
  seed: number;
  /** fact id -> the value as printed */
  facts: Record<string, string>;
  classCodes: Array<{ code: string; description: string; payroll: number; employees: number }>;
  vehicles: Array<{ year: string; make: string; model: string; vin: string; cost: number }>;
  losses: RiskLoss[];
  /** fact ids the application leaves out (and no document states). */
  absent: string[];
  /** fact id -> the other value a supplemental states (an inconsistency). */
  conflicts: Record<string, string>;
  /** The application says "no losses" while the loss run lists claims. */
  deniesLosses: boolean;
  carrier: string;
  policyNumber: string;
}

const OPERATIONS = [
  "Commercial landscaping and snow plowing for office parks and retail centers",
  "Retail bakery and cafe with on-site baking, no delivery",
  "Residential roofing contractor, re-roofing and repairs of one and two family homes",
  "Wholesale distribution of janitorial supplies from one warehouse",
  "Machine shop: CNC machining and welding of steel parts for industrial customers",
  "Dental office with four operatories",
  "Tree trimming and tree removal with crane work for municipalities",
  "Printing of marketing materials and signage",
];
const CONSTRUCTION = ["Frame", "Joisted Masonry", "Non-Combustible", "Masonry Non-Combustible", "Fire Resistive"];
const CLASSES: Array<[string, string]> = [
  ["0042", "Landscape Gardening"],
  ["2003", "Bakery"],
  ["5551", "Roofing - All Kinds"],
  ["8018", "Store - Wholesale"],
  ["3632", "Machine Shop NOC"],
  ["8810", "Clerical Office Employees"],
  ["8742", "Salespersons - Outside"],
  ["0106", "Tree Pruning, Repairing or Trimming"],
];
const MAKES: Array<[string, string]> = [
  ["Ford", "F-250"],
  ["Chevrolet", "Silverado 2500"],
  ["Ram", "ProMaster"],
  ["Isuzu", "NPR"],
  ["Toyota", "Tacoma"],
];
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const LOSS_TYPES: Array<[string, string]> = [
  ["WC", "Employee strained back lifting materials"],
  ["GL", "Customer slipped on wet floor at premises"],
  ["Auto", "Rear-ended third party vehicle at intersection"],
  ["Property", "Water damage from burst pipe"],
  ["WC", "Laceration to hand from equipment"],
  ["Property", "Wind damage to roof"],
];
/** Facts an application may leave out (the rest every layout prints). */
const OPTIONAL = [
  "fein",
  "dba",
  "subcontractorCosts",
  "experienceMod",
  "roofYear",
  "protectionClass",
  "alarm",
  "radius",
  "priorPremium",
  "requestedLimits",
  "partTimeEmployees",
  "stories",
];
const CONFLICTABLE = ["annualRevenue", "fullTimeEmployees", "totalPayroll", "yearsInBusiness"];

const date = (y: number, m: number, d: number) => `${String(m).padStart(2, "0")}/${String(d).padStart(2, "0")}/${y}`;

export function makeRisk(seed: number): Risk {
  const rng = new Rng(seed * 7919 + 13);
  const p = party(rng);
  const started = rng.int(1998, 2024);
  const effYear = 2026;
  const revenue = rng.int(8, 900) * 10_000;
  const ft = rng.int(2, 60);
  const pt = rng.int(0, 20);
  const codes = [rng.pick(CLASSES), CLASSES[5]].filter((c, i, all) => all.indexOf(c) === i);
  const classCodes = codes.map(([code, description]) => ({
    code,
    description,
    payroll: rng.int(5, 300) * 5_000,
    employees: rng.int(1, 25),
  }));
  const payroll = classCodes.reduce((n, c) => n + c.payroll, 0);
  const vehicles = Array.from({ length: rng.int(1, 3) }, () => {
    const [make, model] = rng.pick(MAKES);
    const vin = Array.from({ length: 17 }, () => rng.pick([...VIN_CHARS])).join("");
    return { year: String(rng.int(2012, 2025)), make, model, vin, cost: rng.int(18, 85) * 1_000 };
  });
  const lossCount = rng.pick([0, 0, 1, 2, 3, 4]);
  const losses: RiskLoss[] = Array.from({ length: lossCount }, () => {
    const [line, description] = rng.pick(LOSS_TYPES);
    const open = rng.next() < 0.35;
    return {
      date: date(rng.int(2021, 2025), rng.int(1, 12), rng.int(1, 28)),
      claim: `CL-${rng.int(100000, 999999)}`,
      line,
      description,
      paid: open ? rng.int(0, 20) * 1_000 : rng.int(1, 140) * 1_000,
      reserve: open ? rng.pick([5, 15, 40, 120]) * 1_000 : 0,
      status: open ? "Open" : "Closed",
    };
  });
  const street = p.street;
  const facts: Record<string, string> = {
    applicantName: p.insured,
    dba: `${p.insured.split(" ")[0]} ${rng.pick(["Services", "Group", "Works"])}`,
    fein: `${rng.int(10, 98)}-${rng.int(1000000, 9999999)}`,
    mailingAddress: `PO Box ${rng.int(100, 9999)}, ${p.cityLine}`,
    premisesAddress: `${street}, ${p.cityLine}`,
    phone: `(${rng.int(201, 989)}) 555-${rng.int(1000, 9999)}`,
    businessDescription: rng.pick(OPERATIONS),
    yearsInBusiness: String(effYear - started),
    dateStarted: String(started),
    annualRevenue: money(revenue),
    fullTimeEmployees: String(ft),
    partTimeEmployees: String(pt),
    subcontractorCosts: money(rng.int(0, 40) * 5_000),
    priorCarrier: rng.pick([
      "Harborview Casualty Company",
      "Granite Peak Insurance Company",
      "Bluestem Indemnity Company",
    ]),
    priorPremium: money(rng.int(2, 90) * 500),
    effectiveDate: date(effYear, rng.int(1, 12), 1),
    requestedLimits: rng.pick(["$1,000,000 / $2,000,000", "$2,000,000 / $4,000,000", "$500,000 / $1,000,000"]),
    totalPayroll: money(payroll),
    experienceMod: rng.pick(["0.87", "0.95", "1.00", "1.12", "1.27"]),
    construction: rng.pick(CONSTRUCTION),
    yearBuilt: String(rng.int(1925, 2020)),
    squareFeet: rng.int(12, 480) * 100 + "",
    stories: String(rng.int(1, 4)),
    protectionClass: String(rng.int(1, 9)),
    sprinklered: rng.pick(["Yes - 100%", "No", "Yes, wet system"]),
    alarm: rng.pick(["Central station burglar and fire", "Local alarm", "None"]),
    roofYear: String(rng.int(2005, 2024)),
    buildingValue: money(rng.int(20, 600) * 5_000),
    contentsValue: money(rng.int(5, 200) * 2_500),
    driverCount: String(rng.int(1, 8)),
    radius: `${rng.pick([25, 50, 100, 200])} miles`,
    garagingAddress: `${street}, ${p.cityLine}`,
  };
  const absent = OPTIONAL.filter(() => rng.next() < 0.3);
  for (const id of absent) delete facts[id];
  const conflicts: Record<string, string> = {};
  for (const id of CONFLICTABLE) {
    if (rng.next() >= 0.3) continue;
    const n = Number(facts[id].replace(/[$,]/g, ""));
    const other = id === "yearsInBusiness" ? n + rng.int(3, 9) : Math.round(n * rng.pick([0.6, 0.75, 1.3, 1.5]));
    conflicts[id] = id === "annualRevenue" || id === "totalPayroll" ? money(other) : String(other);
  }
  return {
    seed,
    facts,
    classCodes,
    vehicles,
    losses,
    absent,
    conflicts,
    deniesLosses: losses.length > 0 && rng.next() < 0.4,
    carrier: facts.priorCarrier,
    policyNumber: `WC ${rng.int(1000000, 9999999)}`,
  };
}
