import type { VoiceAgentConfiguration } from "#domain/voice-agent.ts";
import type { FieldErrors } from "../fields.tsx";

/** What every settings section reads. */
export interface SectionProps {
  /** The values the form starts from (the agent as loaded, or a refused post's values). */
  config: VoiceAgentConfiguration;
  /** The live draft in the browser, else `config`. */
  live: VoiceAgentConfiguration;
  errors: FieldErrors;
  /** Advanced features are off for this agency: gated controls are disabled with a badge. */
  gated: boolean;
  hydrated: boolean;
  /** Shown: always before hydration (no JavaScript), else as the draft says. */
  shown: (flag: boolean) => boolean;
}
