// The comparison corpus: pairs of quotes for the same insured (two carriers' answers to one
// submission), each drawn in its own layout. Development pairs use label set A and seeds 1–99;
// held-out pairs use label set B, seeds from 101 and the schedule layout (which development never
// sees), and are never used to tune the reader.
import { Rng } from "../../insurance-docs/random.ts";
import type { GenDoc } from "../../insurance-docs/model.ts";
import type { LabelSet } from "./labels.ts";
import { quoteDocument, type QuoteLayout } from "./layouts.ts";
import { quoteSpec, secondOption, type LineKind } from "./spec.ts";

export interface QuotePair {
  id: string;
  split: "dev" | "held-out";
  options: [GenDoc, GenDoc];
}

const PROGRAMS: LineKind[][] = [
  ["gl"],
  ["gl", "property"],
  ["gl", "auto", "umbrella"],
  ["gl", "property", "auto", "wc", "umbrella"],
  ["cyber"],
  ["property", "inlandMarine"],
  ["wc"],
  ["gl", "cyber"],
];

const LAYOUTS: Record<"dev" | "held-out", QuoteLayout[]> = {
  dev: ["letter", "prose", "package"],
  "held-out": ["schedule", "letter", "prose", "package"],
};

export function quotePairs(split: "dev" | "held-out", count: number, scannedEvery = 4): QuotePair[] {
  const set: LabelSet = split === "dev" ? "A" : "B";
  const base = split === "dev" ? 1 : 101;
  const layouts = LAYOUTS[split];
  const out: QuotePair[] = [];
  for (let i = 0; i < count; i++) {
    const rng = new Rng(base + i);
    const kinds = PROGRAMS[i % PROGRAMS.length]!;
    const a = quoteSpec(rng, kinds, rng.next() < 0.4);
    const b = secondOption(rng, a);
    const id = `${split}-pair-${base + i}`;
    const scanned = scannedEvery > 0 && i % scannedEvery === scannedEvery - 1;
    out.push({
      id,
      split,
      options: [
        quoteDocument(a, layouts[i % layouts.length]!, set, { id: `${id}-option-1`, split, scanned }),
        quoteDocument(b, layouts[(i + 1) % layouts.length]!, set, { id: `${id}-option-2`, split, scanned: false }),
      ],
    });
  }
  return out;
}
