import { readCoverageLines } from "../../modules/documents/reading/coverage-lines.ts";
import type { PeekView } from "./types.ts";

/**
 * COVERAGE_LINES: a quote or a policy read as a whole — carrier and AM Best rating, named
 * insured, quote or policy number, period; per coverage line (general liability, property, auto,
 * umbrella/excess, workers compensation, cyber, professional, inland marine…) each limit with its
 * label, the deductibles or retentions and the line's premium; the total premium, taxes and fees
 * (surplus lines tax, stamping, policy and inspection fees, TRIA); forms and endorsements;
 * exclusions. Each value has its `citation`; `notFound` lists what the document does not state.
 */
export const coverageLinesView: PeekView = ({ pages }) => ({ coverage: readCoverageLines(pages) });
