// A contract's requirement against a quote or policy, as PEEK_FILE SUMMARY reads it (the reading
// library's policy summary: limits by label, the forms schedule): Met / Not met / Partly met /
// Not found with the policy's line. A term the summary does not read (notice days, rating) is
// Not found, never assumed.
import type { SummaryLine } from "../documents/reading/types.ts";
import { amountsIn, dollars } from "./amounts.ts";
import type { Judgement } from "./certificate-compliance.ts";
import type { RequirementKind } from "./requirement-kinds.ts";
import type { ContractRequirement } from "./requirements.ts";

const SUMMARY_LABELS: Partial<Record<RequirementKind, RegExp>> = {
  GL_OCCURRENCE: /^Each occurrence(?!.*umbrella)/i,
  GL_AGGREGATE: /^General aggregate(?!.*umbrella)/i,
  PRODUCTS_COMPLETED: /^Products-completed/i,
  AUTO_CSL: /^Auto combined single limit/i,
  UMBRELLA: /^Umbrella each occurrence|^Each occurrence.*umbrella/i,
  EL_ACCIDENT: /^Employer's liability each accident/i,
  EL_DISEASE_EMPLOYEE: /^Employer's liability disease each employee/i,
  EL_DISEASE_POLICY: /^Employer's liability disease policy/i,
};

const FORM_TITLES: Partial<Record<RequirementKind, RegExp>> = {
  ADDITIONAL_INSURED: /additional insured/i,
  WAIVER_OF_SUBROGATION: /waiver|subrogation|transfer of rights/i,
  PRIMARY_NONCONTRIBUTORY: /primary and non-?contributory/i,
};

const squash = (text: string) => text.replace(/\W/g, "").toUpperCase();

export function judgeAgainstPolicy(requirement: ContractRequirement, lines: SummaryLine[]): Judgement {
  const label = SUMMARY_LABELS[requirement.kind];
  if (label) {
    const line = lines.find((l) => label.test(l.label));
    const amount = line ? amountsIn(line.value)[0] : undefined;
    if (!line || !amount)
      return { status: "Not found", evidence: "The policy does not show this limit.", citation: null };
    const shown = `${line.label} ${line.value}`;
    if (requirement.minimum === null || amount.value >= requirement.minimum)
      return { status: "Met", evidence: shown, citation: line.citation };
    return { status: "Not met", evidence: `${shown}, below ${dollars(requirement.minimum)}`, citation: line.citation };
  }
  const title = FORM_TITLES[requirement.kind];
  if (title) {
    const forms = lines.filter((l) => l.label.startsWith("Form "));
    const named = requirement.forms.filter((f) => forms.some((l) => squash(l.label).includes(squash(f))));
    const form =
      forms.find((l) => title.test(l.value)) ??
      forms.find((l) => named.some((f) => squash(l.label).includes(squash(f))));
    if (!form) return { status: "Not found", evidence: "No such endorsement in the forms schedule.", citation: null };
    const evidence = `${form.label.replace(/^Form /, "")} ${form.value}`;
    const missing = requirement.forms.filter((f) => !named.includes(f));
    if (missing.length)
      return {
        status: "Partly met",
        evidence: `${evidence}; ${missing.join(", ")} not in the schedule`,
        citation: form.citation,
      };
    return { status: "Met", evidence, citation: form.citation };
  }
  return { status: "Not found", evidence: "The policy summary does not state this.", citation: null };
}
