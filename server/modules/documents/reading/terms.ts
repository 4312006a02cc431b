// Words of a question that carry its topic, with the insurance synonyms used when matching pages.

const stop = new Set(
  (
    "a an the is are was were be of for to in on at by with and or what which who whom whose when where how " +
    "does do did this that these those there their it its our my your me we us i any all about say says said " +
    "show shows tell policy policies document documents coverage covered cover covers limit limits please " +
    "exclusion exclusions exclude excludes excluded have has under give find list insurance insured any"
  ).split(" "),
);

const synonyms: Record<string, string[]> = {
  auto: ["automobile", "auto"],
  per: ["each", "per"],
  umbrella: ["umbrella", "excess"],
  mold: ["fungi", "mold"],
  bacteria: ["fungi", "bacteria"],
  fungi: ["fungi", "mold"],
  flood: ["flood", "water"],
  terrorism: ["terrorism"],
  cyber: ["electronic", "data", "cyber"],
};

export function stem(word: string): string {
  return word.length > 5 ? word.slice(0, 5) : word;
}

/** The question's topic words, each with its synonyms (a group matches when any of them is present). */
export function topicGroups(question: string): string[][] {
  const words = question.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const groups: string[][] = [];
  for (const w of words) {
    if (stop.has(w) || w.length < 2) continue;
    const group = [...new Set((synonyms[w] ?? [w]).map(stem))];
    if (!groups.some((g) => g.join() === group.join())) groups.push(group);
  }
  return groups;
}

export function contentTerms(question: string): string[] {
  return [...new Set(topicGroups(question).flat())];
}

/** How many of the groups `words` covers. */
export function groupsMatched(groups: string[][], words: Set<string>): number {
  return groups.filter((g) => g.some((t) => words.has(t))).length;
}

export function termsIn(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(stem));
}
