import type { Turn } from "../conversation.ts";
import type { Step } from "../step.ts";
import { planCertificateReview } from "./certificate-review.ts";
import { planCertificate } from "./certificate.ts";
import { planClassification } from "./classification.ts";
import { planCoverageComparison } from "./coverage-comparison.ts";
import { planQuoteProposal } from "./quote-proposal.ts";
import { planExplorePolicy } from "./explore-policy.ts";
import { planContractReview } from "./contract-review.ts";
import { planFillTemplate } from "./fill-template.ts";
import { planPdfEditor } from "./pdf-editor.ts";
import { planUnderwriting } from "./underwriting.ts";

/**
 * The offline engine's skills (one file each): a skill reads the turn — preset, preset
 * options, the ask, the tool answers so far — and returns its next step, or null when the
 * turn is not its work. The first skill that answers plans the turn; the generic intents
 * (questions, summaries, emails) plan the rest.
 */
const SKILLS: Array<(turn: Turn) => Step | null> = [
  planClassification,
  planCertificate,
  planFillTemplate,
  planPdfEditor,
  planCoverageComparison,
  planQuoteProposal,
  planExplorePolicy,
  planUnderwriting,
  planContractReview,
  planCertificateReview,
];

export function planSkill(turn: Turn): Step | null {
  for (const skill of SKILLS) {
    const step = skill(turn);
    if (step) return step;
  }
  return null;
}
