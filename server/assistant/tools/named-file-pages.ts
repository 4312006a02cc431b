import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { agencyFiles, MAX_PAGES_READ } from "../../modules/documents/documents.operations.ts";
import { readPages } from "../../modules/documents/documents.service.ts";
import type { PageText } from "../../modules/documents/reading/index.ts";
import type { StoredFile } from "../../modules/files/files.service.ts";

/**
 * The workspace files a skill tool reads by name (the model names them; the run binds `fileIds`):
 * `pagesOf(name)` is the file of that name (or whose name holds it) with the text of its pages; a
 * name that is not one of the workspace's files is not found, never read.
 */
export async function namedFiles(ctx: AgencyCtx, fileIds: string[]) {
  const files = await agencyFiles(ctx, fileIds);
  return {
    /** The files' names, in the order of `fileIds`. */
    names: files.map((file) => file.name),
    async pagesOf(fileName: string): Promise<{ file: StoredFile; fileName: string; pages: PageText[] }> {
      const file = files.find((f) => f.name === fileName) ?? files.find((f) => f.name.includes(fileName));
      if (!file) throw new DomainError("NOT_FOUND", `No file named "${fileName}" in this workspace`);
      const pages = await readPages(ctx, { fileId: file.id, fromPage: 1, toPage: MAX_PAGES_READ });
      return {
        file,
        fileName: file.name,
        pages: pages.map((page) => ({ fileId: file.id, fileName: file.name, page: page.number, text: page.text })),
      };
    },
  };
}
