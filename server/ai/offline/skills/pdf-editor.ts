import type { Turn } from "../conversation.ts";
import type { Step } from "../step.ts";

/** PDF editor: inspect and fill the form fields of an uploaded fillable PDF. */
export function planPdfEditor(_turn: Turn): Step | null {
  return null;
}
