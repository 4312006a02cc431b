/**
 * Builds server/modules/addresses/us-zips.data.json, the offline US ZIP → city/state table
 * behind the address autofill when no MAPBOX_TOKEN is configured.
 *
 * Source: the npm package `zipcodes` (devDependency, BSD licence, © Dav Glass), whose US
 * data comes from the Federal Government ZIP code database (federalgovernmentzipcodes.us,
 * public domain). Run: `npx tsx scripts/build-us-zips.ts`. The app never loads `zipcodes`.
 *
 * Format: { states: { "MA": "Salem|01970,1;Boston|02108,1,..." } } — per state, `;`-separated
 * cities, each `City|zips`; a city's zips are sorted, the first written in full and each
 * next one as the base-36 difference from the one before.
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { codes } = require("zipcodes/lib/codes.js") as {
  codes: Record<string, { zip: string; city: string; state: string; country: string }>;
};

const byState: Record<string, Record<string, string[]>> = {};
for (const entry of Object.values(codes)) {
  if (entry.country !== "US" || !/^\d{5}$/.test(entry.zip)) continue;
  ((byState[entry.state] ??= {})[entry.city] ??= []).push(entry.zip);
}

const states: Record<string, string> = {};
for (const state of Object.keys(byState).sort()) {
  states[state] = Object.entries(byState[state]!)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([city, zips]) => {
      zips.sort();
      let previous: number | null = null;
      const encoded = zips.map((zip) => {
        const value = Number(zip);
        const part = previous === null ? zip : (value - previous).toString(36);
        previous = value;
        return part;
      });
      return `${city}|${encoded.join(",")}`;
    })
    .join(";");
}

const out = {
  source:
    "npm package zipcodes 8.0.0 (BSD licence, (c) Dav Glass); data: Federal Government ZIP code database, public domain",
  generatedBy: "scripts/build-us-zips.ts",
  states,
};
const path = new URL("../server/modules/addresses/us-zips.data.json", import.meta.url);
writeFileSync(path, JSON.stringify(out));
console.log(
  `wrote ${path.pathname}: ${Object.values(byState).reduce((n, cities) => n + Object.values(cities).flat().length, 0)} ZIP codes`,
);
