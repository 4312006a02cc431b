import { readFileSync } from "node:fs";

/**
 * SIC (1987) for a NAICS 2022 industry, through the U.S. Census Bureau's "1987 SIC to 2002
 * NAICS" correspondence (naics/sic-1987-to-naics-2002.data.txt; public domain; see
 * naics/README.md). A 2022 code is looked up under the 2002 code of the same number; codes that
 * changed after 2002 have no SIC here, and a code whose number was reused for another industry
 * since 2002 is left out. Nothing is inferred beyond the table's rows.
 */

export interface SicCode {
  code: string;
  title: string;
}

/** 2002 NAICS codes reused in 2022 for another industry (2002: Internet Publishing and Broadcasting). */
const REUSED_SINCE_2002 = new Set(["516110"]);

let byNaics: Map<string, SicCode[]> | undefined;

function table(): Map<string, SicCode[]> {
  if (byNaics) return byNaics;
  const text = readFileSync(new URL("./naics/sic-1987-to-naics-2002.data.txt", import.meta.url), "utf8");
  const map = new Map<string, SicCode[]>();
  for (const line of text.split("\n")) {
    const [sic, naics, title] = line.split("|");
    if (!sic || !naics || !title) continue;
    const entry = { code: sic.padStart(4, "0"), title: title.trim() };
    for (const code of naics.split(",")) {
      if (REUSED_SINCE_2002.has(code)) continue;
      map.set(code, [...(map.get(code) ?? []), entry]);
    }
  }
  byNaics = map;
  return map;
}

/** The SIC (1987) industries the correspondence maps to `naics2022` (empty when it has none). */
export const sicFor = (naics2022: string): SicCode[] => table().get(naics2022) ?? [];

export const SIC_SOURCE = "U.S. Census Bureau, 1987 SIC to 2002 NAICS correspondence";
