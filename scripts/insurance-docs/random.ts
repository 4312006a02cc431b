// A seeded random source (mulberry32) and the fictional names, carriers and values documents use.

export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0 || 1;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
}

const insureds = [
  "Acme Widget Works LLC",
  "Bright Harbor Bakery Inc",
  "Cedar Lane Dental Group PC",
  "Delta Ridge Roofing Co",
  "Evergreen Landscape Services LLC",
  "Foxglove Printing Company",
  "Granite State Plumbing Inc",
  "Hollis Street Brewing LLC",
  "Ironwood Machine Shop Inc",
  "Juniper Childcare Center",
  "Kestrel Logistics LLC",
  "Lakeside Auto Repair Inc",
  "Maple Leaf Property Management LLC",
  "Northgate Veterinary Clinic PA",
  "Orchard Valley Farms LLC",
  "Pinecrest Electrical Contractors Inc",
  "Quarry Road Masonry LLC",
];
const carriers = [
  "Northwind Mutual Insurance Company",
  "Harborview Casualty Company",
  "Granite Peak Insurance Company",
  "Bluestem Indemnity Company",
  "Lakeshore Fire and Casualty Insurance Company",
  "Summit Ridge Assurance Company",
  "Prairie Wind Specialty Insurance Company",
  "Coastal Plains Mutual Insurance Company",
];
const producers = ["Riverbend Insurance Agency", "Keystone Risk Partners LLC", "Oak and Anchor Insurance Services"];
const streets = ["Main Street", "Commerce Drive", "Industrial Parkway", "Elm Avenue", "Harbor Road", "Mill Street"];
const cities = [
  ["Springfield", "IL", "627"],
  ["Dover", "DE", "199"],
  ["Salem", "OR", "973"],
  ["Frankfort", "KY", "406"],
];

export interface Party {
  insured: string;
  carrier: string;
  naic: string;
  producer: string;
  street: string;
  cityLine: string;
}

export function party(rng: Rng): Party {
  const [city, state, zip] = rng.pick(cities);
  return {
    insured: rng.pick(insureds),
    carrier: rng.pick(carriers),
    naic: String(rng.int(10000, 43999)),
    producer: rng.pick(producers),
    street: `${rng.int(10, 9800)} ${rng.pick(streets)}`,
    cityLine: `${city}, ${state} ${zip}${rng.int(10, 99)}`,
  };
}

export function money(n: number, style: "dollar" | "plain" | "cents" = "dollar"): string {
  const s = n.toLocaleString("en-US");
  return style === "plain" ? s : style === "cents" ? `$${s}.00` : `$${s}`;
}

export function premium(rng: Rng): string {
  return `$${rng.int(900, 48000).toLocaleString("en-US")}.${String(rng.int(0, 99)).padStart(2, "0")}`;
}

const monthNames = [
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

export function policyDates(rng: Rng, style: "slash" | "long" | "iso"): [string, string] {
  const y = rng.int(2025, 2027);
  const m = rng.int(1, 12);
  const d = rng.int(1, 28);
  const f = (yy: number) =>
    style === "slash"
      ? `${String(m).padStart(2, "0")}/${String(d).padStart(2, "0")}/${yy}`
      : style === "iso"
        ? `${yy}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`
        : `${monthNames[m - 1]} ${d}, ${yy}`;
  return [f(y), f(y + 1)];
}

export function policyNumber(rng: Rng, prefix: string, style: "spaced" | "dashed" | "solid"): string {
  const n = String(rng.int(1000000, 9999999));
  return style === "spaced"
    ? `${prefix} ${n}`
    : style === "dashed"
      ? `${prefix}-${n.slice(0, 3)}-${n.slice(3)}`
      : `${prefix}${n}`;
}

export function gelLimits(rng: Rng) {
  const occurrence = rng.pick([500000, 1000000, 1000000, 2000000]);
  const aggregate = occurrence * rng.pick([2, 2, 3]);
  return {
    occurrence,
    aggregate,
    products: aggregate,
    personal: occurrence,
    rented: rng.pick([50000, 100000, 300000]),
    medical: rng.pick([5000, 10000, 15000]),
  };
}
