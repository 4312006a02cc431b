import { z } from "zod";
import { DomainError } from "../../lib/errors.ts";
import { defineOperation } from "../../lib/operation.ts";
import { agencyFiles, fileIdsInput, MAX_PAGES_READ } from "../../modules/documents/documents.operations.ts";
import { readPages } from "../../modules/documents/documents.service.ts";
import { readCoverageLines } from "../../modules/documents/reading/coverage-lines.ts";
import { compareCoverage } from "./compare-coverage.ts";

/**
 * COMPARE_COVERAGE (ADR 063): two workspace files — option 1 and option 2, by name — each read
 * with the COVERAGE_LINES reader and compared row by row. `fileIds` are bound by the run; a name
 * that is not one of the workspace's files is not found, never read.
 */
export const compareCoverageOperation = defineOperation({
  name: "compareCoverage",
  description:
    "Compares two quotes or policies in the workspace (fileNames: option 1, then option 2). Answers each option's carrier, named insured and number and whether it holds any coverage (false: not a quote or a policy, or unreadable text); " +
    "one section per part (carrier and terms, each coverage line, premium taxes and fees, forms and endorsements, exclusions) with one row per item: option 1's and option 2's value, each cited, or null when the document does not state it, and a status Same, Differs, Only in one or Not found; " +
    "and warnings (different named insureds, different lines of business) to say before the comparison, their citations marked [n].",
  access: "agency",
  input: z.object({
    fileIds: fileIdsInput,
    fileNames: z.array(z.string().trim().min(1).max(500)).length(2),
  }),
  run: async (ctx, { fileIds, fileNames }) => {
    const files = await agencyFiles(ctx, fileIds);
    const read = async (fileName: string) => {
      const file = files.find((f) => f.name === fileName) ?? files.find((f) => f.name.includes(fileName));
      if (!file) throw new DomainError("NOT_FOUND", `No file named "${fileName}" in this workspace`);
      const pages = await readPages(ctx, { fileId: file.id, fromPage: 1, toPage: MAX_PAGES_READ });
      const text = pages.map((page) => ({ fileId: file.id, fileName: file.name, page: page.number, text: page.text }));
      return { fileName: file.name, coverage: readCoverageLines(text) };
    };
    const [one, two] = fileNames as [string, string];
    return compareCoverage(await read(one), await read(two));
  },
});
