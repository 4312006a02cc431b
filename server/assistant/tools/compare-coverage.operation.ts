import { z } from "zod";
import { defineOperation } from "../../lib/operation.ts";
import { fileIdsInput } from "../../modules/documents/documents.operations.ts";
import { readCoverageLines } from "../../modules/documents/reading/coverage-lines.ts";
import { compareCoverage } from "./compare-coverage.ts";
import { namedFiles } from "./named-file-pages.ts";

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
    const { pagesOf } = await namedFiles(ctx, fileIds);
    const read = async (fileName: string) => {
      const { fileName: name, pages } = await pagesOf(fileName);
      return { fileName: name, coverage: readCoverageLines(pages) };
    };
    const [one, two] = fileNames as [string, string];
    return compareCoverage(await read(one), await read(two));
  },
});
