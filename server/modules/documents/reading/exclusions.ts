// Answers "is there an exclusion about X?": the exclusions the documents list (an exclusion
// endorsement with its form number and title, printed or named by the forms schedule, or a headed
// exclusion of a coverage form) whose title names the topic, each with its page and wording. A
// sentence that only mentions the topic is not an exclusion: when no exclusion's title names it,
// nothing is found.
import { headedItemsOnPage, listExclusions, type PolicyExclusion } from "./exclusion-list.ts";
import { groupsMatched, termsIn, topicGroups } from "./terms.ts";
import type { Finding, PageText } from "./types.ts";

const PLACE = /^(secti|part|parts|liabi|genera|commer|forms?|polic)$/;

/** How much of an exclusion's wording its answer repeats (the citation quotes it whole). */
const MAX_WORDING = 300;

export function exclusionTopic(question: string): string[][] {
  // words every exclusion question may carry ("claims", "losses", "related", "provision") name no topic
  return topicGroups(question).filter(
    (g) =>
      !g.some((t) =>
        /^(exclu|there|apply|appli|not|wordi|endor|form|claim|loss|losse|relat|arisi|provi|claus|langu)$/.test(t),
      ),
  );
}

/** The exclusion as the answer states it: its form number and title, its page and the start of its wording. */
export function exclusionValue(e: PolicyExclusion): string {
  const name = [e.form, e.title].filter(Boolean).join(" ");
  if (!e.wordingInFile)
    return `${name} (listed in the forms schedule on page ${e.page}; its wording is not in this file)`;
  const wording = e.citation.quote.replace(/\s+/g, " ").trim();
  const cut = wording.length > MAX_WORDING ? `${wording.slice(0, MAX_WORDING).replace(/\s\S*$/, "")}…` : wording;
  return `${name}, page ${e.page}: ${cut}`;
}

export function findExclusions(question: string, pages: PageText[]): Finding[] {
  const topic = exclusionTopic(question);
  if (!topic.length) return [];
  // each file on its own, its pages in order (the passages come ranked)
  const files = new Map<string, PageText[]>();
  for (const page of pages) files.set(page.fileId, [...(files.get(page.fileId) ?? []), page]);
  // words placing the exclusion ("the liability section", "the general liability part") need not be in its title
  const core = topic.filter((g) => !g.some((t) => PLACE.test(t)));
  const score = (e: PolicyExclusion) => {
    const words = termsIn(`${e.title} ${e.formTitle ?? ""}`);
    return groupsMatched(core, words) === core.length && core.length ? groupsMatched(topic, words) : 0;
  };
  const found = [...files.values()]
    .flatMap((filePages) => {
      const inOrder = [...filePages].sort((a, b) => a.page - b.page);
      const listed = listExclusions(inOrder).filter((e) => score(e) > 0);
      // a search's passages may leave out the page with the section's heading: a headed item on a page of exclusion wording
      return listed.length ? listed : inOrder.flatMap(headedItemsOnPage).filter((e) => score(e) > 0);
    })
    // the title naming more of the question first; the wording printed in the file before a schedule's line naming it
    .sort((a, b) => score(b) - score(a) || Number(b.wordingInFile) - Number(a.wordingInFile));
  return found.slice(0, 2).map((e) => ({
    value: exclusionValue(e),
    context: e.formTitle ?? (e.form ? e.title : null),
    citation: e.citation,
  }));
}
