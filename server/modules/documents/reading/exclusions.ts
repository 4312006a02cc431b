// Finds the wording of an exclusion on a topic: the heading or sentence naming the topic on a page
// of exclusions, quoted with the lines of its paragraph.
import { pageLines, pageTitle } from "./page-lines.ts";
import { isHeading, paragraphEnd } from "./paragraphs.ts";
import { groupsMatched, termsIn, topicGroups } from "./terms.ts";
import type { Finding, PageText } from "./types.ts";

export function exclusionTopic(question: string): string[][] {
  // words every exclusion question may carry ("claims", "losses", "related", "provision") name no topic
  return topicGroups(question).filter(
    (g) =>
      !g.some((t) =>
        /^(exclu|there|apply|appli|not|wordi|endor|form|claim|loss|losse|relat|arisi|provi|claus|langu)$/.test(t),
      ),
  );
}

export function findExclusions(question: string, pages: PageText[]): Finding[] {
  const topic = exclusionTopic(question);
  if (!topic.length) return [];
  const found: Finding[] = [];
  for (const page of pages) {
    if (!/exclu/i.test(page.text)) continue;
    const lines = pageLines(page.text);
    for (const line of lines) {
      const words = termsIn(line.text);
      if (groupsMatched(topic, words) < topic.length) continue;
      const end = paragraphEnd(lines, line);
      const quote = page.text.slice(line.start, end.end);
      found.push({
        value: quote,
        context: pageTitle(page.text),
        citation: { fileId: page.fileId, fileName: page.fileName, page: page.page, quote },
      });
      break;
    }
    if (found.length >= 2) break;
  }
  // a heading naming the topic beats a passing mention
  return found.sort((a, b) => Number(isHeading(b.value)) - Number(isHeading(a.value)));
}
