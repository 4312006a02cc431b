// Exclusion wording written for this project in the style of liability policy forms (not copied
// from any published form). Order and lettering vary by seed.
import type { Rng } from "./random.ts";

interface Exclusion {
  topic: string;
  title: string;
  body: string;
  /** a fragment the cited passage must contain */
  phrase: string;
}

const exclusions: Exclusion[] = [
  {
    topic: "pollution",
    title: "Pollution",
    body: 'Injury or damage which would not have occurred in whole or in part but for the actual, alleged or threatened release, escape or dispersal of "pollutants" at any time, from any premises, site or location which is or was owned or occupied by any insured.',
    phrase: "dispersal of",
  },
  {
    topic: "mold",
    title: "Fungi Or Bacteria",
    body: "Injury or damage arising out of the inhalation of, contact with, exposure to or presence of any fungi, mold, spores or bacteria on or within a building or structure, including its contents, whether or not any other cause contributed to the loss.",
    phrase: "fungi, mold, spores or bacteria",
  },
  {
    topic: "expected or intended injury",
    title: "Expected Or Intended Injury",
    body: "Bodily injury or property damage expected or intended from the standpoint of the insured. This exclusion does not apply to bodily injury resulting from the use of reasonable force to protect persons or property.",
    phrase: "standpoint of the insured",
  },
  {
    topic: "liquor liability",
    title: "Liquor Liability",
    body: "Injury or damage for which any insured may be held liable by reason of causing or contributing to the intoxication of any person, or the furnishing of alcoholic beverages to a person under the legal drinking age, if the insured is in the business of selling or serving alcoholic beverages.",
    phrase: "alcoholic beverages",
  },
  {
    topic: "watercraft",
    title: "Aircraft, Auto Or Watercraft",
    body: "Injury or damage arising out of the ownership, maintenance, use or entrustment to others of any aircraft, auto or watercraft owned or operated by or rented or loaned to any insured, including loading or unloading.",
    phrase: "entrustment to others",
  },
  {
    topic: "employment practices",
    title: "Employment-Related Practices",
    body: "Injury to a person arising out of a refusal to employ that person, termination of that person's employment, or employment-related practices, policies, acts or omissions such as coercion, demotion, evaluation, harassment or discrimination.",
    phrase: "refusal to employ",
  },
  {
    topic: "war",
    title: "War",
    body: "Injury or damage, however caused, arising directly or indirectly out of war, including undeclared or civil war, warlike action by a military force, or insurrection, rebellion, revolution or usurped power.",
    phrase: "undeclared or civil war",
  },
  {
    topic: "electronic data",
    title: "Electronic Data",
    body: "Damages arising out of the loss of, loss of use of, damage to, corruption of, inability to access, or inability to manipulate electronic data, meaning information stored as or on computer software, drives or other media.",
    phrase: "inability to manipulate",
  },
];

export function exclusionItems(rng: Rng): Array<{ topic: string; heading: string; body: string; phrase: string }> {
  const shuffled = [...exclusions].sort(() => rng.next() - 0.5).slice(0, rng.int(5, exclusions.length));
  return shuffled.map((e, i) => ({
    topic: e.topic,
    heading: `${String.fromCharCode(97 + i)}. ${e.title}`,
    body: e.body,
    phrase: e.phrase,
  }));
}

export const allExclusionTopics = exclusions.map((e) => e.topic);

/** The words a topic goes by in titles (its own and its exclusion's title). */
export function exclusionTitleWord(topic: string): string[] {
  const e = exclusions.find((x) => x.topic === topic);
  return [
    ...topic.split(" "),
    ...(e
      ? e.title
          .toLowerCase()
          .split(/[\s,]+/)
          .filter((w) => w.length > 3)
      : []),
  ];
}
