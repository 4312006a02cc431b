// Shapes shared with the documents capability and the workspaces stream. `Passage` is the
// documents module's search result; the reading skills only read it.
import type { Passage } from "../documents-search.service.ts";

export type { Passage };

export interface Citation {
  fileId: string;
  fileName: string;
  page: number;
  /** exact substring of the page text */
  quote: string;
}

export interface Answer {
  found: boolean;
  /** cites as [1], [2] in the order of `citations`; the not-found wording when !found */
  answer: string;
  citations: Citation[];
  /** Not found because the document gives different values and the question does not say which. */
  unsettled?: boolean;
}

export interface PageText {
  fileId: string;
  fileName: string;
  page: number;
  text: string;
}

export interface SummaryLine {
  label: string;
  value: string;
  citation: Citation;
}

/** One value read from a document, with where it was read. */
export interface Finding {
  value: string;
  /** what the value belongs to when a page says (e.g. "Commercial Umbrella"), for conflicting values */
  context: string | null;
  citation: Citation;
}
