import { numberOf } from "../../../../modules/underwriting/application-facts.ts";
import type { ReportCell } from "../report.ts";
import { incurred, uniqueLosses } from "./underwriting-findings.ts";
import { amount, factsOf, referenceYear, type ReadDoc } from "./underwriting-read.ts";

/**
 * Red flags an underwriter raises first: loss frequency and severity, open claims with large
 * reserves, hazardous operations, a lapse in coverage, a new venture, an experience mod above 1.
 * Each row: the flag, what the documents say (cited), Red or Amber.
 */
const FREQUENCY = 3;
const SEVERE = 100_000;
const LARGE_RESERVE = 25_000;
const HAZARDS =
  /\b(roof(ing|er)?|demolition|blasting|explosives?|crane|tree (removal|trimming|felling)|welding|asbestos|hazardous (materials|waste)|fireworks|excavation|scaffold(ing)?|mining|towing|hauling|lead abatement|spray paint(ing)?|logging|high[- ]rise|underground|pyrotechnics?)\b/i;

const money = (n: number) => `$${n.toLocaleString("en-US")}`;

export function redFlags(docs: ReadDoc[]): ReportCell[][] {
  const rows: ReportCell[][] = [];
  const flag = (name: string, detail: ReportCell, level: "Red" | "Amber") =>
    rows.push([{ text: name }, detail, { text: level, status: level }]);
  const losses = uniqueLosses(docs);
  if (losses.length >= FREQUENCY)
    flag(
      "Loss frequency",
      { text: `${losses.length} claims listed (${losses.map((l) => l.date).join(", ")})`, cite: losses[0]!.citation },
      "Red",
    );
  for (const loss of losses) {
    const total = incurred(loss);
    const reserve = amount(loss.reserved) ?? 0;
    const open = /open/i.test(loss.status ?? "") || reserve > 0;
    const what = `${loss.date} ${loss.description ?? ""}`.trim();
    if (total >= SEVERE)
      flag("Loss severity", { text: `${what}: ${money(total)} incurred`, cite: loss.citation }, "Red");
    else if (open && reserve >= LARGE_RESERVE)
      flag(
        "Open claim with a large reserve",
        { text: `${what}: ${money(reserve)} reserved`, cite: loss.citation },
        "Amber",
      );
  }
  for (const description of factsOf(docs, "businessDescription").slice(0, 1)) {
    const hazard = HAZARDS.exec(description.value);
    if (hazard)
      flag(
        "Hazardous operations",
        { text: `"${hazard[0]}" in the operations: ${description.value}`, cite: description.citation },
        "Amber",
      );
  }
  const lapse = docs.flatMap((d) => d.statements).find((s) => s.kind === "lapse in coverage");
  if (lapse) flag("Lapse in coverage", { text: lapse.citation.quote, cite: lapse.citation }, "Red");
  const prior = factsOf(docs, "priorCarrier")[0];
  if (!lapse && prior && /^(none|no prior|n\/a - new)/i.test(prior.value))
    flag("No prior coverage", { text: `Prior carrier: ${prior.value}`, cite: prior.citation }, "Amber");
  const years = factsOf(docs, "yearsInBusiness")[0];
  const started = factsOf(docs, "dateStarted")[0];
  const venture = docs.flatMap((d) => d.statements).find((s) => s.kind === "new venture");
  const age = years ? numberOf(years.value) : started ? referenceYear(docs) - (numberOf(started.value) ?? 0) : null;
  if (venture) flag("New venture", { text: venture.citation.quote, cite: venture.citation }, "Amber");
  else if (age !== null && age < 3)
    flag("New venture", { text: `${age} year(s) in business`, cite: (years ?? started)!.citation }, "Amber");
  const mod = factsOf(docs, "experienceMod")[0];
  if (mod && (numberOf(mod.value) ?? 0) > 1)
    flag("Experience modification above 1.00", { text: mod.value, cite: mod.citation }, "Amber");
  return rows;
}
