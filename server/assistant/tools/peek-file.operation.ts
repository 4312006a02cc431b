import { z } from "zod";
import { DomainError } from "../../lib/errors.ts";
import { defineOperation } from "../../lib/operation.ts";
import { agencyFiles, fileIdsInput, MAX_PAGES_READ } from "../../modules/documents/documents.operations.ts";
import { readPages } from "../../modules/documents/documents.service.ts";
import { PEEK_VIEW_NAMES, PEEK_VIEWS } from "../peek-views/index.ts";

/**
 * PEEK_FILE (ADR 040): reads workspace files as a whole, in the view asked for: SUMMARY (the
 * default) and PAGES here, and the skills' views (requirements, certificate fields, quote lines,
 * exclusions, application facts). `fileIds` are bound by the run; another agency's file is not
 * found, never read.
 */
export const peekFileOperation = defineOperation({
  name: "peekFile",
  description:
    "Reads workspace files as a whole. view SUMMARY (default): the page count and a policy summary (named insured, carrier, policy number, period, premium, coverages with limits and deductibles, forms), each line cited, with what was not found. " +
    "view PAGES: the text of pages fromPage..toPage. view EXCLUSIONS: every exclusion of a policy with its form and edition (CG 00 01 04 13), page and quoted wording, its kind, what it removes and an illustration (a claim it would deny, in plain words; null kind for one not recognised), and exclusion endorsements the forms schedule lists. " +
    "view COVERAGE_LINES: a quote or policy per coverage line (carrier, AM Best, insured, number, period, each line's limits, deductibles or retentions and premium, taxes and fees, forms, exclusions), each value cited, with what is not found. " +
    "view REQUIREMENTS: a contract's insurance requirements (limits, additional insured and forms, waiver, primary and non-contributory, notice days, follow form, completed operations years, insurer rating, indemnity), each with its section and quote, and the parties. " +
    "view CERTIFICATE: a received ACORD 25 read field by field (form fields, or the page): producer, insured, insurers with NAIC, coverage rows with ADDL INSD, SUBR WVD, policy numbers, dates and limits, description, holder, and the agency's today. Other views read one kind of document (see the view names). Give fileName to read one file.",
  access: "agency",
  input: z.object({
    fileIds: fileIdsInput,
    fileName: z.string().trim().max(500).nullish(),
    view: z.enum(PEEK_VIEW_NAMES).nullish(),
    fromPage: z.number().int().min(1).max(MAX_PAGES_READ).nullish(),
    toPage: z.number().int().min(1).max(MAX_PAGES_READ).nullish(),
  }),
  run: async (ctx, { fileIds, fileName, view, fromPage, toPage }) => {
    let files = await agencyFiles(ctx, fileIds);
    if (fileName) {
      files = files.filter((file) => file.name === fileName || file.name.includes(fileName));
      if (files.length === 0) throw new DomainError("NOT_FOUND", `No file named "${fileName}" in this workspace`);
    }
    const name = view ?? "SUMMARY";
    const read = PEEK_VIEWS[name];
    const out = [];
    for (const file of files) {
      const pages = (await readPages(ctx, { fileId: file.id, fromPage: 1, toPage: MAX_PAGES_READ })).map((page) => ({
        fileId: file.id,
        fileName: file.name,
        page: page.number,
        text: page.text,
      }));
      const result = await read({
        ctx,
        file,
        pages,
        fromPage: fromPage ?? 1,
        toPage: toPage ?? MAX_PAGES_READ,
      });
      out.push({ fileId: file.id, fileName: file.name, pageCount: pages.length, view: name, ...(result as object) });
    }
    return { files: out };
  },
});
