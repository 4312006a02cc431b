/**
 * What kind of exclusion a title and wording are, what it takes out of the cover, and a claim it
 * would deny told in plain words (an illustration for the client, not a coverage opinion). Read
 * from the exclusion's own title first, its wording second; an exclusion of no known kind gets no
 * invented scenario.
 */
export interface ExclusionKind {
  kind: string;
  pattern: RegExp;
  removes: string;
  scenario: string;
}

export const EXCLUSION_KINDS: ExclusionKind[] = [
  {
    kind: "nuclear",
    pattern: /\bnuclear\b/i,
    removes: "Injury or damage from nuclear material or radiation",
    scenario:
      "Radioactive material stored near a client's site contaminates neighbouring property and the neighbour sues.",
  },
  {
    kind: "communicable disease",
    pattern: /communicable|virus|pandemic|covid/i,
    removes: "Claims from the spread of a communicable disease",
    scenario: "A customer says they caught an illness at the premises and sues for their medical bills.",
  },
  {
    kind: "lead, asbestos or silica",
    pattern: /\b(lead|asbestos|silica)\b/i,
    removes: "Injury from lead, asbestos or silica exposure",
    scenario: "A worker of another trade inhales silica dust from the insured's cutting work and sues years later.",
  },
  {
    kind: "mold",
    pattern: /fungi|mold|bacteria/i,
    removes: "Injury or damage from mold, fungi or bacteria",
    scenario:
      "After a leak the insured repaired, mold grows in the walls and the tenant sues for illness and clean-up.",
  },
  {
    kind: "pollution",
    pattern: /pollut|contaminant|dispersal/i,
    removes: "Injury or damage from the release of pollutants",
    scenario:
      "Fuel or chemicals spill at the insured's site, seep into a neighbour's land and the neighbour demands clean-up costs.",
  },
  {
    kind: "expected or intended injury",
    pattern: /expected or intended|intended from the standpoint/i,
    removes: "Injury the insured expected or intended",
    scenario:
      "The owner shoves a customer out of the shop in anger; the customer's injury claim is denied as intended.",
  },
  {
    kind: "contractual liability",
    pattern: /contractual liability|assumption of liability in a contract/i,
    removes: "Liability taken on by contract beyond an insured contract",
    scenario:
      "A lease makes the insured pay for any damage to the building whatever the cause; a fire the insured did not cause is claimed under that promise.",
  },
  {
    kind: "liquor",
    pattern: /liquor|alcoholic|intoxicat/i,
    removes: "Injury from selling or serving alcohol",
    scenario: "A patron served at the insured's bar drives home drunk and injures someone, who sues the bar.",
  },
  {
    kind: "workers compensation",
    pattern: /workers'? compensation|disability benefits|unemployment compensation/i,
    removes: "Obligations under workers compensation and similar laws",
    scenario:
      "An employee hurt on the job claims lost wages from the liability policy instead of workers compensation.",
  },
  {
    kind: "employer's liability",
    pattern: /employer'?s liability|bodily injury to an? ["“]?employee/i,
    removes: "Injury to the insured's own employees",
    scenario: "An employee falls from a ladder at work and sues the business for negligence.",
  },
  {
    kind: "aircraft, auto or watercraft",
    pattern: /aircraft|watercraft|\bautos?\b|mobile equipment/i,
    removes: "Injury or damage from owned, used or entrusted autos, aircraft or watercraft",
    scenario:
      "An employee making a delivery in the company van rear-ends another car and its driver sues the business.",
  },
  {
    kind: "damage to your work",
    pattern: /damage to your work|your work/i,
    removes: "Damage to the insured's own completed work",
    scenario: "A deck the insured built collapses; the cost to rebuild the deck itself is not paid.",
  },
  {
    kind: "damage to your product",
    pattern: /damage to your product|your product/i,
    removes: "Damage to the insured's own product",
    scenario: "A machine the insured sold breaks down from its own defect; replacing the machine is not paid.",
  },
  {
    kind: "product recall",
    pattern: /recall|withdrawal of|sistership/i,
    removes: "The cost of recalling or withdrawing products",
    scenario:
      "A batch of the insured's product is found faulty and must be pulled from stores; the recall costs are not paid.",
  },
  {
    kind: "professional services",
    pattern: /professional (services|liability)|errors and omissions|malpractice/i,
    removes: "Claims from professional advice or services",
    scenario: "A client follows the insured's design advice, the project fails and the client sues for the loss.",
  },
  {
    kind: "employment practices",
    pattern: /employment[- ]related|refusal to employ|harassment|discrimination|wrongful termination/i,
    removes: "Claims from employment practices (firing, harassment, discrimination)",
    scenario: "A former employee sues for wrongful termination and discrimination.",
  },
  {
    kind: "cyber or electronic data",
    pattern: /electronic data|cyber|data breach|computer|access or disclosure of confidential/i,
    removes: "Loss of or damage to electronic data, data breaches",
    scenario: "Hackers steal customers' card numbers from the insured's systems and the customers sue.",
  },
  {
    kind: "war",
    pattern: /\bwar\b|warlike|insurrection/i,
    removes: "Injury or damage from war or warlike action",
    scenario: "A client's site abroad is damaged in an armed uprising and the owner claims the loss from the insured.",
  },
  {
    kind: "designated operations or premises",
    pattern: /designated (ongoing |work|operations|premises|location|projects?)|described premises/i,
    removes: "Claims from the operations or premises the endorsement names",
    scenario:
      "An injury happens at the named project or premises; the claim is denied because that place or work is excluded.",
  },
  {
    kind: "classification limitation",
    pattern:
      /classification limitation|limitation of coverage to designated|described operations|limited to the classification/i,
    removes: "Anything outside the operations classified on the declarations",
    scenario: "The insured, classified as a painter, also does some roofing; a roofing injury claim is denied.",
  },
  {
    kind: "terrorism",
    pattern: /terroris/i,
    removes: "Injury or damage from acts of terrorism",
    scenario: "A bomb set off near the insured's premises damages a customer's property and the customer sues.",
  },
  {
    kind: "punitive damages",
    pattern: /punitive|exemplary/i,
    removes: "Punitive or exemplary damages",
    scenario:
      "A court awards punitive damages against the insured on top of the injury award; the punitive part is not paid.",
  },
];

const NO_SCENARIO =
  "No illustration: this exclusion is of a kind not recognised here; read its wording to see what it removes.";

/** The kind read from the title (its own words first), then from the wording. */
export function kindOf(title: string, wording: string): ExclusionKind | null {
  return (
    EXCLUSION_KINDS.find((k) => k.pattern.test(title)) ?? EXCLUSION_KINDS.find((k) => k.pattern.test(wording)) ?? null
  );
}

export function scenarioOf(kind: ExclusionKind | null): string {
  return kind ? `Illustration: ${kind.scenario}` : NO_SCENARIO;
}
