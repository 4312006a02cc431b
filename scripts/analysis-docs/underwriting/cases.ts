// The underwriting cases: a risk's documents (application, supplemental, loss run) in the [Input]
// slot, with what an underwriter should find. Dev and held-out differ in seeds, label wording and
// layouts (held-out has the scanned application and the second carrier's loss run columns).
import { application, lossRun, supplemental, type AppStyle, type UwDoc } from "./layouts.ts";
import { makeRisk, type Risk } from "./risk.ts";
import { WORDING_DEV, WORDING_HELD_OUT } from "./wordings.ts";

export interface UwCase {
  id: string;
  split: "dev" | "held-out";
  risk: Risk;
  docs: UwDoc[];
}

const DEV_STYLES: AppStyle[] = ["table", "prose", "fillable"];
const HELD_OUT_STYLES: AppStyle[] = ["table", "prose", "fillable", "scanned"];

export function uwCase(seed: number, split: UwCase["split"], style: AppStyle): UwCase {
  const risk = makeRisk(seed);
  const wording = split === "dev" ? WORDING_DEV : WORDING_HELD_OUT;
  const app = application(risk, wording, style, `Application ${risk.facts.applicantName}`);
  const variant = split === "dev" ? "A" : seed % 2 ? "A" : "B";
  return {
    id: `uw-${split}-${seed}-${style}`,
    split,
    risk,
    docs: [app, supplemental(risk, wording), lossRun(risk, variant)],
  };
}

export function underwritingCases(): UwCase[] {
  const dev = Array.from({ length: 9 }, (_, i) => uwCase(100 + i, "dev", DEV_STYLES[i % DEV_STYLES.length]!));
  const heldOut = Array.from({ length: 8 }, (_, i) =>
    uwCase(500 + i, "held-out", HELD_OUT_STYLES[i % HELD_OUT_STYLES.length]!),
  );
  return [...dev, ...heldOut];
}
