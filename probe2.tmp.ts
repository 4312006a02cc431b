import { generateContract } from "./scripts/contract-docs/contracts.ts";
import { extractRequirements } from "./server/modules/contracts/requirements.ts";
for (const [type, layout, wording, seed] of [["subcontract","numbered",0,1],["lease","prose",1,2],["msa","exhibit",0,3],["vendor","numbered",1,4]] as const) {
  const c = generateContract({ type, layout, wording, seed });
  const pages = c.pageTexts.map((text, i) => ({ fileId: "f", fileName: c.fileName, page: i + 1, text }));
  const got = extractRequirements(pages);
  console.log("==", c.fileName);
  for (const e of c.expected) {
    const g = got.find((r) => r.kind === e.kind);
    console.log(g ? "  ok " : "  MISS", e.kind, JSON.stringify(e), g ? `${g.value} | ${g.section} | ${g.citation.quote.slice(0,70)}` : "");
  }
  for (const g of got) if (!c.expected.some((e) => e.kind === g.kind)) console.log("  EXTRA", g.kind, g.value, "|", g.citation.quote.slice(0, 90));
}
