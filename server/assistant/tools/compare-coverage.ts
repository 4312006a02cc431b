import type { FindingStatus } from "../../../domain/findings.ts";
import {
  compareReadings,
  holdsNoCoverage,
  optionWarnings,
} from "../../ai/offline/skills/comparison/coverage-compare.ts";
import type { CoverageReading } from "../../modules/documents/reading/coverage-lines.ts";
import type { PlainCitation } from "../citations.ts";

/**
 * COMPARE_COVERAGE's answer (issue 28 item 4, ADR 063): two quotes or policies read with the
 * COVERAGE_LINES reader and compared row by row by the same code the offline engine used to run
 * on its own — so a configured model gets the comparison, not a description of how to make one.
 * Every cell carries its `citation` (the toolset numbers each for the run); a warning's text
 * marks its citations [1], [2]… in the order of its `citations` (renumbered for the run).
 */
export interface ComparedValue {
  value: string;
  citation: PlainCitation;
}

export interface ComparedOption {
  fileName: string;
  carrier: ComparedValue | null;
  namedInsured: ComparedValue | null;
  number: ComparedValue | null;
  /** false: no coverage line, limit or premium was read (not a quote or a policy, or garbled text). */
  holdsCoverage: boolean;
}

export interface CoverageComparison {
  options: [ComparedOption, ComparedOption];
  sections: Array<{
    heading: string;
    rows: Array<{
      key: string;
      label: string;
      /** Option 1's and option 2's value, null where the document does not state it. */
      cells: [ComparedValue | null, ComparedValue | null];
      status: FindingStatus;
    }>;
  }>;
  /** What makes the comparison doubtful (different named insureds, different lines of business). */
  warnings: Array<{ kind: "insured" | "lines"; answer: string; citations: PlainCitation[] }>;
}

const valueOf = (v: { value: string; citation: unknown } | null): ComparedValue | null =>
  v ? { value: v.value, citation: v.citation as PlainCitation } : null;

export function compareCoverage(
  one: { fileName: string; coverage: CoverageReading },
  two: { fileName: string; coverage: CoverageReading },
): CoverageComparison {
  const option = ({ fileName, coverage }: typeof one): ComparedOption => ({
    fileName,
    carrier: valueOf(coverage.carrier),
    namedInsured: valueOf(coverage.namedInsured),
    number: valueOf(coverage.number),
    holdsCoverage: !holdsNoCoverage(coverage),
  });
  const warnings = optionWarnings([one.coverage, two.coverage]).map((warning) => {
    const citations: PlainCitation[] = [];
    const answer = warning.text((citation) => {
      citations.push(citation);
      return `[${citations.length}]`;
    });
    return { kind: warning.kind, answer, citations };
  });
  const sections = compareReadings(one.coverage, two.coverage).map((section) => ({
    heading: section.heading,
    rows: section.rows.map((row) => ({
      key: row.key,
      label: row.label,
      cells: row.cells.map((cell) => (cell ? { value: cell.value, citation: cell.citation } : null)) as [
        ComparedValue | null,
        ComparedValue | null,
      ],
      status: row.status,
    })),
  }));
  return { options: [option(one), option(two)], sections, warnings };
}
