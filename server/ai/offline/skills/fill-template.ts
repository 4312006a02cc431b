import type { Turn } from "../conversation.ts";
import type { Step } from "../step.ts";

/** Fill Template: an ACORD form filled from the linked account, its policies and the workspace's documents. */
export function planFillTemplate(_turn: Turn): Step | null {
  return null;
}
