import { Volume2 } from "lucide-react";
import {
  COMMUNICATION_STYLES,
  CONTACT_INFO,
  RESPONSIVENESS,
  VOICE_SPEEDS,
  VOICE_TEMPERATURES,
  VOICE_VOLUMES,
  VOICES,
  type Option,
} from "#domain/voice-agent.ts";
import {
  AddRowButton,
  CheckList,
  ErrorText,
  Field,
  idOf,
  inputClass,
  invalid,
  Section,
  Select,
  SelectField,
  TextAreaField,
  Toggle,
  useExtraRows,
  withBlankRows,
} from "../fields.tsx";
import type { SectionProps } from "./section-props.ts";

/** Call Behavior: how the agent talks and what it collects. */
export function CallBehaviorSection({ config, errors }: SectionProps) {
  return (
    <Section id="behavior" title="Call Behavior">
      <SelectField
        path="callBehavior.rapportBuilding"
        label="Communication Style"
        value={config.callBehavior.rapportBuilding}
        options={COMMUNICATION_STYLES}
        errors={errors}
      />
      <CheckList
        path="callBehavior.requiredContactInfo"
        legend="Required Contact Info"
        options={CONTACT_INFO}
        selected={config.callBehavior.requiredContactInfo}
      />
      <p className="-mt-2 text-xs text-neutral-500">
        The caller's name is always collected. Without phone, the number they called from is saved.
      </p>
      <Toggle
        path="callBehavior.repeatCriticalInfo"
        checked={config.callBehavior.repeatCriticalInfo}
        label="Repeat critical information"
        hint="Read back names, numbers, dates and addresses for the caller to confirm."
      />
    </Section>
  );
}

function playSample(voice: string) {
  void new Audio(`/audio/${voice}.wav`).play().catch(() => undefined);
}

type ModelKey = "responsiveness" | "voiceSpeed" | "voiceTemperature" | "voiceVolume";

/** The model's selects after the voice, in order. */
const MODEL_SELECTS: { key: ModelKey; label: string; options: Option<string | number>[] }[] = [
  { key: "responsiveness", label: "Responsiveness", options: RESPONSIVENESS },
  { key: "voiceSpeed", label: "Voice Speed", options: [{ value: 1, label: "Default" }, ...VOICE_SPEEDS] },
  { key: "voiceTemperature", label: "Voice Temperature", options: VOICE_TEMPERATURES },
  { key: "voiceVolume", label: "Voice Volume", options: VOICE_VOLUMES },
];

/** Voice & Model Settings: the voice (with a sample to play) and how it speaks. */
export function ModelSection({ config, live, errors }: SectionProps) {
  return (
    <Section id="model" title="Voice & Model Settings">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Field path="model.voice" label="Voice" errors={errors}>
          <div className="flex items-center gap-2">
            <Select
              path="model.voice"
              value={config.model.voice}
              options={VOICES.map((v) => ({ value: v, label: v }))}
              errors={errors}
            />
            <button
              type="button"
              onClick={() => playSample(live.model.voice)}
              aria-label={`Play a sample of ${live.model.voice}`}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-neutral-300 text-neutral-700 hover:bg-neutral-50"
            >
              <Volume2 aria-hidden className="size-4" />
            </button>
          </div>
        </Field>
        {MODEL_SELECTS.map((select) => (
          <SelectField
            key={select.key}
            path={`model.${select.key}`}
            label={select.label}
            value={config.model[select.key]}
            options={select.options}
            errors={errors}
          />
        ))}
      </div>
    </Section>
  );
}

/** Email Notifications: fixed addresses (rows) and routing to agency users. */
export function NotificationsSection({ config, live, errors, gated, hydrated, shown }: SectionProps) {
  const [extraEmails, setExtraEmails] = useExtraRows();
  return (
    <Section id="notifications" title="Email Notifications" description="Who is emailed about each call.">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-neutral-800">Notification emails</legend>
        <input type="hidden" name="notifications.staticEmails" value="" />
        {withBlankRows(config.notifications.staticEmails, extraEmails, () => "").map((email, i) => (
          <div key={`${i}-${email}`} className="flex flex-col gap-1">
            <input
              id={idOf(`notifications.staticEmails.${i}`)}
              name="notifications.staticEmails"
              type="email"
              defaultValue={email}
              aria-label={`Notification email ${i + 1}`}
              placeholder="name@agency.com"
              className={inputClass}
              {...invalid(`notifications.staticEmails.${i}`, errors)}
            />
            <ErrorText path={`notifications.staticEmails.${i}`} errors={errors} />
          </div>
        ))}
        <AddRowButton shown={hydrated} onAdd={() => setExtraEmails((n) => n + 1)}>
          Add email
        </AddRowButton>
      </fieldset>
      <Toggle
        path="notifications.enableDynamicEmailRoutingToAgencyUsers"
        checked={config.notifications.enableDynamicEmailRoutingToAgencyUsers}
        label="Route emails to agency users"
        hint="Also email the agency user the call is about, by the rules below."
        disabled={gated}
        gated={gated}
      />
      <div hidden={!shown(live.notifications.enableDynamicEmailRoutingToAgencyUsers)}>
        <TextAreaField
          path="notifications.dynamicEmailRoutingCustomInstructions"
          label="Routing instructions"
          value={config.notifications.dynamicEmailRoutingCustomInstructions}
          errors={errors}
          gated={gated}
          disabled={gated}
        />
      </div>
    </Section>
  );
}
