import type { VoiceAgentConfiguration } from "#domain/voice-agent.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { FieldErrors } from "./fields.tsx";
import { CallBehaviorSection, ModelSection, NotificationsSection } from "./sections/call.tsx";
import { AgencySection, BasicSection, type AgencyFallbacks } from "./sections/profile.tsx";
import type { SectionProps } from "./sections/section-props.ts";
import { BusinessLinesSection, FnolSection, QuoteSection, RequestSections, ServiceSection } from "./sections/tasks.tsx";
import { TransferSection } from "./sections/transfer.tsx";

export { Toast } from "./toast.tsx";
export { UpgradeBadge, type FieldErrors } from "./fields.tsx";

/**
 * The voice agent settings form's twelve sections (docs/product/voice-agents.md), in the spec's
 * order. Every control is uncontrolled and named by its configuration path, so the form posts as
 * it is without JavaScript; in the browser `draft` (rebuilt from the form on every change) shows
 * and hides the detail fields. Gated controls are disabled with an upgrade badge.
 */

export interface SettingsProps {
  name: string;
  phoneNumber: string | null;
  /** The values the form starts from (the agent as loaded, or a refused post's values). */
  config: VoiceAgentConfiguration;
  /** The live draft (the browser), or null before hydration: every detail is shown then. */
  draft: VoiceAgentConfiguration | null;
  advanced: boolean;
  fallbacks: AgencyFallbacks;
  errors: FieldErrors;
}

export function VoiceAgentSections({ name, phoneNumber, config, draft, advanced, fallbacks, errors }: SettingsProps) {
  const hydrated = useHydrated();
  const props: SectionProps = {
    config,
    live: draft ?? config,
    errors,
    gated: !advanced,
    hydrated,
    shown: (flag: boolean) => !hydrated || flag,
  };
  return (
    <div className="flex flex-col gap-5">
      <BasicSection {...props} name={name} phoneNumber={phoneNumber} />
      <AgencySection {...props} fallbacks={fallbacks} />
      <CallBehaviorSection {...props} />
      <ModelSection {...props} />
      <NotificationsSection {...props} />
      <BusinessLinesSection {...props} />
      <QuoteSection {...props} />
      <ServiceSection {...props} />
      <FnolSection {...props} />
      <RequestSections {...props} />
      <TransferSection {...props} />
    </div>
  );
}
