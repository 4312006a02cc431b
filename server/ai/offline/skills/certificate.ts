import type { Turn } from "../conversation.ts";
import type { Step } from "../step.ts";

/** Certificate of liability insurance (ACORD 25, issued through the certificates module) and evidence of property (ACORD 27/28), from a preset or a certificate service request. */
export function planCertificate(_turn: Turn): Step | null {
  return null;
}
