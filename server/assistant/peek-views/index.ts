import { coverageLinesView } from "./coverage-lines.ts";
import { exclusionsView } from "./exclusions.ts";
import { applicationView } from "./application.ts";
import { certificateView } from "./certificate.ts";
import { pagesView } from "./pages.ts";
import { requirementsView } from "./requirements.ts";
import { summaryView } from "./summary.ts";
import type { PeekView } from "./types.ts";

/**
 * PEEK_FILE's views (ADR 040), one file each. The skills of issue 14 add theirs here: a
 * contract's insurance requirements, a certificate's fields, a quote's coverage lines, a
 * policy's exclusions, an application's facts.
 */
export const PEEK_VIEWS = {
  SUMMARY: summaryView,
  PAGES: pagesView,
  COVERAGE_LINES: coverageLinesView,
  EXCLUSIONS: exclusionsView,
  APPLICATION: applicationView,
  REQUIREMENTS: requirementsView,
  CERTIFICATE: certificateView,
} satisfies Record<string, PeekView>;

export type PeekViewName = keyof typeof PEEK_VIEWS;
export const PEEK_VIEW_NAMES = Object.keys(PEEK_VIEWS) as [PeekViewName, ...PeekViewName[]];
