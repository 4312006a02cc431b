import type { AgencyCtx } from "../../lib/context.ts";
import type { PageText } from "../../modules/documents/reading/index.ts";
import type { StoredFile } from "../../modules/files/files.service.ts";

/** One workspace file as a view reads it: its record and the text of its pages. */
export interface PeekInput {
  ctx: AgencyCtx;
  file: StoredFile;
  pages: PageText[];
  /** PAGES only: the page range asked for (1-based, inclusive). */
  fromPage: number;
  toPage: number;
}

/**
 * A way of reading a whole file (PEEK_FILE's `view`): pure reading of the pages (and, where the
 * view needs them, the file's bytes: a filled PDF's form fields). Every value a view states
 * carries `citation: { fileId, fileName, page, quote }` with an exact quote from that page (or,
 * for a form field, the field's value on its page); the tool numbers each for the run, so the
 * answer can cite it as [n] (the numbered citation keeps `ref`). What the view looked for and
 * did not find is listed, never guessed.
 */
export type PeekView = (input: PeekInput) => Promise<unknown> | unknown;
