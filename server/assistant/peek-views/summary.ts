import { summarizePolicy } from "../../modules/documents/reading/index.ts";
import type { PeekView } from "./types.ts";

/** SUMMARY: named insured, carrier, policy number, period, premium, coverages with limits and deductibles, forms; each line cited, with what was not found. */
export const summaryView: PeekView = ({ pages }) => ({ summary: summarizePolicy(pages) });
