// The parties a contract names in its opening ("between Harborview Properties LLC ("Landlord")
// and Seaside Catering Co ("Tenant")"), each with its defined role and the passage.
import type { Citation, PageText } from "../documents/reading/types.ts";

export interface ContractParty {
  name: string;
  role: string;
  citation: Citation;
}

const PARTY =
  /([A-Z][\w&.,'’ \n-]{2,80}?)\s*,?\s*(?:a\s+[\w ]{3,60}?\s*)?\(\s*(?:the\s+)?["“]([A-Z][A-Za-z ]{2,30})["”]\s*\)/g;

/** The parties defined on the contract's first page, in order; none when it does not define them. */
export function contractParties(pages: PageText[]): ContractParty[] {
  const page = pages[0];
  if (!page) return [];
  const out: ContractParty[] = [];
  for (const m of page.text.matchAll(PARTY)) {
    const name = m[1]!
      .replace(/^[\s\S]*\b(?:between|and|by)\s+/, "")
      .replace(/\s+/g, " ")
      .trim();
    if (!name || out.some((p) => p.role === m[2])) continue;
    out.push({
      name,
      role: m[2]!,
      citation: { fileId: page.fileId, fileName: page.fileName, page: page.page, quote: m[0] },
    });
  }
  return out;
}
