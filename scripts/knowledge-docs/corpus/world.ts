// The eval's fictional world: agencies, each with its own carriers, offices and people, drawn
// from a seeded random source. Every fact lives in one place, so each question has one right
// page. Names, numbers (555-01xx) and addresses are made up; none is a real company's.
import { Rng } from "../../insurance-docs/random.ts";

export const AGENCIES = {
  dev: [
    "Pinecone Insurance Group",
    "Blue Heron Insurance",
    "Summit Ridge Agency",
    "Clearwater Risk Partners",
    "Old Mill Insurance",
    "Lantern Point Insurance",
  ],
  "held-out": [
    "Copper Kettle Insurance Services",
    "Redwood Hollow Agency",
    "Silver Birch Insurance",
    "Tall Pines Risk Advisors",
  ],
} as const;

const CARRIERS = [
  "Granite Ridge Mutual",
  "Lakeshore Casualty Company",
  "Northwind Indemnity",
  "Bayside Fire and Marine",
  "Keystone Heritage Insurance",
  "Ironbridge Specialty",
  "Meadowbrook Mutual",
  "Cardinal Shield Insurance",
  "Prairie Star Casualty",
  "Harborlight Indemnity",
  "Evergreen Assurance",
  "Stonegate Insurance Company",
  "Windward Mutual",
  "Silverline Casualty",
  "Copperfield Insurance",
  "Red Oak Indemnity",
  "Bluewater Specialty",
  "Frontier Plains Mutual",
  "Tidemark Insurance",
  "Beacon Hill Casualty",
  "Sycamore Mutual",
  "Highland Guard Insurance",
  "Riverbend Indemnity",
  "Crestview Casualty",
  "Aspen Grove Insurance",
  "Fairhaven Mutual",
  "Westbrook Specialty",
  "Maple Crown Insurance",
  "Sandpiper Casualty",
  "Ironwood Mutual",
  "Pathfinder Indemnity",
  "Cobalt Ridge Insurance",
  "Foxhollow Casualty",
  "Lighthouse Mutual",
  "Brookstone Indemnity",
  "Saltmarsh Insurance",
  "Quarry Hill Casualty",
  "Timberline Mutual",
  "Northstar Heritage",
  "Summit Shield Indemnity",
];

const CITIES = [
  ["Augusta", "ME"],
  ["Lewiston", "ME"],
  ["Brunswick", "ME"],
  ["Concord", "NH"],
  ["Nashua", "NH"],
  ["Keene", "NH"],
  ["Burlington", "VT"],
  ["Rutland", "VT"],
  ["Worcester", "MA"],
  ["Springfield", "MA"],
  ["Lowell", "MA"],
  ["Providence", "RI"],
  ["Newport", "RI"],
  ["Hartford", "CT"],
  ["New Haven", "CT"],
  ["Albany", "NY"],
  ["Saratoga Springs", "NY"],
  ["Ithaca", "NY"],
  ["Scranton", "PA"],
  ["Erie", "PA"],
  ["Lancaster", "PA"],
  ["Trenton", "NJ"],
  ["Dover", "DE"],
  ["Annapolis", "MD"],
  ["Frederick", "MD"],
  ["Roanoke", "VA"],
  ["Asheville", "NC"],
  ["Wilmington", "NC"],
  ["Charleston", "SC"],
  ["Savannah", "GA"],
] as const;

const FIRST = [
  "Avery",
  "Blake",
  "Carmen",
  "Devon",
  "Erin",
  "Frances",
  "Gavin",
  "Hana",
  "Isaac",
  "Jada",
  "Kiran",
  "Logan",
  "Mira",
  "Nolan",
  "Olivia",
  "Pedro",
  "Quinn",
  "Rosa",
  "Seth",
  "Tara",
  "Uma",
  "Victor",
  "Wren",
  "Yusuf",
];
const LAST = [
  "Abbott",
  "Bishop",
  "Carver",
  "Dunn",
  "Ellison",
  "Fuller",
  "Garza",
  "Hughes",
  "Ingram",
  "Joyce",
  "Keller",
  "Lambert",
  "Monroe",
  "Nash",
  "Ortega",
  "Prescott",
  "Quigley",
  "Reyes",
  "Sutton",
  "Tate",
  "Underwood",
  "Vance",
  "Whitman",
  "Young",
];

export const CLASSES = [
  "Restaurants",
  "Coffee shops",
  "Bakeries",
  "Retail clothing stores",
  "Hardware stores",
  "Florists",
  "Plumbing contractors",
  "Electrical contractors",
  "HVAC contractors",
  "Roofing contractors",
  "Painting contractors",
  "Landscapers",
  "Snow plowing",
  "Tree trimming",
  "Auto repair shops",
  "Car washes",
  "Dental offices",
  "Veterinary clinics",
  "Fitness centers",
  "Day care centers",
  "Apartment buildings",
  "Self-storage facilities",
  "Wineries",
  "Breweries",
  "Bars and taverns",
  "Hotels and motels",
  "Accountants",
  "Law firms",
  "Printing shops",
  "Machine shops",
];

const DECISIONS = ["Preferred", "Acceptable", "Refer", "Decline"] as const;
const LIMITS = ["$1M / $2M", "$2M / $4M", "$500K / $1M", "$1M / $3M"];
const NOTES = [
  "Sales up to $3M",
  "No work above three stories",
  "Sprinklered buildings only",
  "Three years in business",
  "No liquor sales",
  "Payroll under $1M",
  "Owner-operated",
  "Alarmed premises",
  "No subcontracted work",
  "Under 20 employees",
];
const DECLINES = [
  "Cannabis operations",
  "Vacant buildings",
  "Fireworks manufacturers",
  "Demolition contractors",
  "Crane operators",
  "Nightclubs",
  "Trampoline parks",
  "Armed security guards",
  "Asbestos abatement",
  "Long-haul trucking",
  "Blasting contractors",
  "Pawn shops",
];
const LINES = [
  "General liability",
  "Businessowners (BOP)",
  "Commercial auto",
  "Workers compensation",
  "Commercial property",
  "Cyber liability",
  "Umbrella",
];

export interface WClass {
  name: string;
  decision: (typeof DECISIONS)[number];
  limits: string;
  note: string;
}
export interface WCarrier {
  name: string;
  lines: string[];
  states: string;
  minPremium: string;
  classes: WClass[];
  declines: string[];
  lossRunYears: number;
  claimsPhone: string;
  claimsEmail: string;
  claimsHours: string;
  underwriter: string;
  underwriterPhone: string;
}
export interface WOffice {
  city: string;
  state: string;
  street: string;
  weekday: string;
  saturday: string;
  phone: string;
}
export interface WAgency {
  name: string;
  split: "dev" | "held-out";
  slug: string;
  carriers: WCarrier[];
  offices: WOffice[];
  afterHours: string;
  principal: string;
  claimsAdvocate: string;
  claimsAdvocatePhone: string;
  opsManager: string;
  remarketDays: number;
  aiFee: string;
  coiHours: number;
  gvwReferral: string;
  followUpDays: number;
  guidelines: { bindTiv: string; roofAge: number; vacancyDays: number; subLimit: string; lossCount: number };
  bulletin: {
    carrier: string;
    line: string;
    state: string;
    change: string;
    effective: string;
    moratoriumCounty: string;
  };
}

let phoneSerial = 0;
/** A fictional 555-01xx number (the block reserved for fiction); area codes vary. */
function phone(rng: Rng): string {
  phoneSerial = (phoneSerial + 1) % 100;
  return `(${rng.pick(["800", "866", "877", "888", "207", "603", "802", "617"])}) 555-01${String(phoneSerial).padStart(2, "0")}`;
}
const person = (rng: Rng) => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/(^-|-$)/g, "");
function sample<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rng.next() * pool.length), 1)[0]!);
  return out;
}
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function carrier(rng: Rng, name: string): WCarrier {
  const classes = sample(rng, CLASSES, 6).map((c, i) => ({
    name: c,
    decision: i === 5 ? "Decline" : DECISIONS[rng.int(0, 2)]!,
    limits: i === 5 ? "-" : rng.pick(LIMITS),
    note: i === 5 ? "Not in appetite" : rng.pick(NOTES),
  }));
  const domain = slug(name).replace(/-(insurance|company|mutual|casualty|indemnity)/g, "");
  return {
    name,
    lines: sample(rng, LINES, 3),
    states: sample(rng, ["ME", "NH", "VT", "MA", "RI", "CT", "NY", "PA"], 4).join(", "),
    minPremium: `$${rng.pick([400, 500, 750, 1000, 1250, 1500, 2500])}`,
    classes,
    declines: sample(rng, DECLINES, 3),
    lossRunYears: rng.int(3, 5),
    claimsPhone: phone(rng),
    claimsEmail: `claims@${domain}.test`,
    claimsHours: rng.pick([
      "24 hours, 7 days",
      "Monday to Friday 8 a.m. to 6 p.m.",
      "Monday to Saturday 7 a.m. to 9 p.m.",
    ]),
    underwriter: person(rng),
    underwriterPhone: phone(rng),
  };
}

export function buildWorld(): WAgency[] {
  const rng = new Rng(20261126);
  phoneSerial = 0;
  const carriers = [...CARRIERS];
  const cities = [...CITIES];
  const out: WAgency[] = [];
  for (const split of ["dev", "held-out"] as const) {
    for (const name of AGENCIES[split]) {
      const own = carriers.splice(0, 4).map((c) => carrier(rng, c));
      const offices = cities.splice(0, 3).map(([city, state]) => ({
        city,
        state,
        street: `${rng.int(10, 980)} ${rng.pick(["Main", "Elm", "Water", "Union", "Pleasant", "Center", "Court"])} Street`,
        weekday: rng.pick(["8:00 a.m. to 5:00 p.m.", "8:30 a.m. to 5:30 p.m.", "9:00 a.m. to 5:00 p.m."]),
        saturday: rng.pick(["closed", "9:00 a.m. to noon", "10:00 a.m. to 2:00 p.m."]),
        phone: phone(rng),
      }));
      const bulletinCarrier = own[rng.int(0, 3)]!;
      out.push({
        name,
        split,
        slug: slug(name),
        carriers: own,
        offices,
        afterHours: phone(rng),
        principal: person(rng),
        claimsAdvocate: person(rng),
        claimsAdvocatePhone: phone(rng),
        opsManager: person(rng),
        remarketDays: rng.int(3, 10),
        aiFee: `$${rng.pick([25, 50, 75, 100, 150])}`,
        coiHours: rng.pick([2, 4, 24]),
        gvwReferral: rng.pick(["10,000 lbs", "16,000 lbs", "26,000 lbs"]),
        followUpDays: rng.int(2, 5),
        guidelines: {
          bindTiv: rng.pick(["$1,000,000", "$2,500,000", "$5,000,000", "$750,000"]),
          roofAge: rng.pick([15, 20, 25]),
          vacancyDays: rng.pick([30, 45, 60, 90]),
          subLimit: rng.pick(["$1,000,000", "$2,000,000"]),
          lossCount: rng.int(2, 4),
        },
        bulletin: {
          carrier: bulletinCarrier.name,
          line: bulletinCarrier.lines[0]!,
          state: bulletinCarrier.states.split(", ")[0]!,
          change: `${rng.pick(["+", "-"])}${rng.int(2, 9)}.${rng.int(0, 9)}%`,
          effective: `${rng.pick(MONTHS)} ${rng.int(1, 28)}, 2026`,
          moratoriumCounty: `${rng.pick(["Cumberland", "York", "Hancock", "Washington", "Barnstable", "Bristol", "Kent", "Sussex"])} County`,
        },
      });
    }
  }
  return out;
}
