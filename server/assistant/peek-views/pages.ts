import type { PeekView } from "./types.ts";

/** The most characters of page text one PAGES call returns (a model reads long files in ranges). */
export const MAX_PAGES_CHARACTERS = 200_000;

/** PAGES: the text of a range of pages as read (OCR for scans), for reading the file yourself. */
export const pagesView: PeekView = ({ pages, fromPage, toPage }) => {
  const out: Array<{ page: number; text: string }> = [];
  let used = 0;
  let truncated = false;
  for (const page of pages) {
    if (page.page < fromPage || page.page > toPage) continue;
    if (used + page.text.length > MAX_PAGES_CHARACTERS && out.length > 0) {
      truncated = true;
      break;
    }
    out.push({ page: page.page, text: page.text });
    used += page.text.length;
  }
  const last = out.at(-1)?.page ?? null;
  return {
    pages: out,
    ...(truncated && last
      ? {
          next: {
            fromPage: last + 1,
            note: `Pages after ${last} were left out: ask for them with fromPage ${last + 1}.`,
          },
        }
      : {}),
  };
};
