import { readFileSync } from "node:fs";

/** City and state of a US ZIP code. */
export interface ZipPlace {
  postalCode: string;
  city: string;
  zone: string;
}

let table: Map<string, { city: string; zone: string }> | undefined;

/**
 * The offline US ZIP → city/state table (us-zips.data.json, ~42,500 ZIP codes; see
 * scripts/build-us-zips.ts for its source and licence), decoded once on first use.
 */
function zipTable(): Map<string, { city: string; zone: string }> {
  if (table) return table;
  const data = JSON.parse(readFileSync(new URL("./us-zips.data.json", import.meta.url), "utf8")) as {
    states: Record<string, string>;
  };
  const decoded = new Map<string, { city: string; zone: string }>();
  for (const [zone, cities] of Object.entries(data.states)) {
    for (const entry of cities.split(";")) {
      const [city, zips] = entry.split("|") as [string, string];
      const place = { city, zone };
      let previous = 0;
      for (const [index, part] of zips.split(",").entries()) {
        previous = index === 0 ? Number(part) : previous + Number.parseInt(part, 36);
        decoded.set(String(previous).padStart(5, "0"), place);
      }
    }
  }
  table = decoded;
  return table;
}

/** City and state for the first five digits of `postalCode`, or null when unknown. */
export function lookupUsZip(postalCode: string): ZipPlace | null {
  const zip5 = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(postalCode)?.[1];
  if (!zip5) return null;
  const place = zipTable().get(zip5);
  return place ? { postalCode: zip5, ...place } : null;
}
