import { AlertTriangle, Volume2 } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import {
  BUSINESS_LINES,
  COMMUNICATION_STYLES,
  CONTACT_INFO,
  CUSTOMER_NAME_PLACEHOLDER,
  DAYS,
  FNOL_GROUPS,
  GROUP_LABELS,
  HOUR_CHOICES,
  LANGUAGES,
  MAX_TRANSFER_ATTEMPTS,
  QUESTIONS,
  QUOTE_GROUPS,
  RESPONSIVENESS,
  SERVICE_GROUPS,
  TRANSFER_BEHAVIORS,
  TRANSFER_TIMEZONES,
  UPGRADE_MESSAGE,
  VOICE_SPEEDS,
  VOICE_TEMPERATURES,
  VOICE_VOLUMES,
  VOICES,
  type Option,
  type VoiceAgentConfiguration,
} from "#domain/voice-agent.ts";
import { cn } from "#app/lib/cn.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { formatTime } from "./voice-form.ts";

/**
 * The voice agent settings form's twelve sections (docs/product/voice-agents.md), in the spec's
 * order. Every control is uncontrolled and named by its configuration path, so the form posts as
 * it is without JavaScript; in the browser `draft` (rebuilt from the form on every change) shows
 * and hides the detail fields. Gated controls are disabled with an upgrade badge.
 */

export type FieldErrors = Record<string, string[] | undefined>;

export interface SettingsProps {
  name: string;
  phoneNumber: string | null;
  /** The values the form starts from (the agent as loaded, or a refused post's values). */
  config: VoiceAgentConfiguration;
  /** The live draft (the browser), or null before hydration: every detail is shown then. */
  draft: VoiceAgentConfiguration | null;
  advanced: boolean;
  fallbacks: { name: string; phone: string; email: string; address: string };
  errors: FieldErrors;
}

const inputClass =
  "h-9 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500 aria-[invalid=true]:border-red-500";
const areaClass = cn(inputClass, "h-auto min-h-[80px] py-2");
const idOf = (path: string) => `va-${path.replace(/\./g, "-")}`;

export function UpgradeBadge() {
  return (
    <span
      title={UPGRADE_MESSAGE}
      className="inline-flex items-center rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800"
    >
      Pro <span className="sr-only">: {UPGRADE_MESSAGE}</span>
    </span>
  );
}

function ErrorText({ path, errors }: { path: string; errors: FieldErrors }) {
  const message = errors[path]?.[0];
  return message ? (
    <p id={`${idOf(path)}-error`} className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

const invalid = (path: string, errors: FieldErrors) =>
  errors[path]?.[0] ? { "aria-invalid": true, "aria-describedby": `${idOf(path)}-error` } : {};

function Field({
  path,
  label,
  hint,
  errors,
  gated,
  children,
}: {
  path: string;
  label: ReactNode;
  hint?: ReactNode;
  errors: FieldErrors;
  gated?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={idOf(path)} className="flex items-center gap-2 text-sm font-medium text-neutral-800">
        {label}
        {gated ? <UpgradeBadge /> : null}
      </label>
      {children}
      {hint ? <p className="text-xs text-neutral-500">{hint}</p> : null}
      <ErrorText path={path} errors={errors} />
    </div>
  );
}

function TextInput({
  path,
  value,
  errors,
  disabled,
  placeholder,
  type = "text",
}: {
  path: string;
  value: string | number;
  errors: FieldErrors;
  disabled?: boolean;
  placeholder?: string;
  type?: string;
}) {
  return (
    <input
      id={idOf(path)}
      name={path}
      type={type}
      defaultValue={value}
      disabled={disabled}
      placeholder={placeholder}
      className={inputClass}
      {...invalid(path, errors)}
    />
  );
}

function TextArea({
  path,
  value,
  errors,
  disabled,
  placeholder,
}: {
  path: string;
  value: string;
  errors: FieldErrors;
  disabled?: boolean;
  placeholder?: string;
}) {
  return (
    <textarea
      id={idOf(path)}
      name={path}
      defaultValue={value}
      disabled={disabled}
      placeholder={placeholder}
      className={areaClass}
      {...invalid(path, errors)}
    />
  );
}

function Select<V extends string | number>({
  path,
  value,
  options,
  errors,
  disabled,
}: {
  path: string;
  value: V;
  options: Option<V>[];
  errors: FieldErrors;
  disabled?: boolean;
}) {
  return (
    <select
      id={idOf(path)}
      name={path}
      defaultValue={String(value)}
      disabled={disabled}
      className={inputClass}
      {...invalid(path, errors)}
    >
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A switch: a check box with a hidden empty value first, so an unchecked one is still sent. */
function Toggle({
  path,
  checked,
  label,
  hint,
  disabled,
  gated,
}: {
  path: string;
  checked: boolean;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  gated?: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <input type="hidden" name={path} value="" disabled={disabled} />
      <input
        id={idOf(path)}
        name={path}
        type="checkbox"
        role="switch"
        defaultChecked={checked}
        disabled={disabled}
        className="peer mt-0.5 size-4 shrink-0 accent-neutral-900 disabled:cursor-not-allowed"
      />
      <label htmlFor={idOf(path)} className="flex min-w-0 flex-col gap-0.5 text-sm">
        <span className="flex items-center gap-2 font-medium text-neutral-800">
          {label}
          {gated ? <UpgradeBadge /> : null}
        </span>
        {hint ? <span className="text-xs text-neutral-500">{hint}</span> : null}
      </label>
    </div>
  );
}

function CheckList({
  path,
  legend,
  options,
  selected,
  disabled,
  gated,
}: {
  path: string;
  legend: ReactNode;
  options: readonly Option<string>[];
  selected: readonly string[];
  disabled?: boolean;
  gated?: boolean;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 flex items-center gap-2 text-sm font-medium text-neutral-800">
        {legend}
        {gated ? <UpgradeBadge /> : null}
      </legend>
      <input type="hidden" name={path} value="" disabled={disabled} />
      <div className="grid grid-cols-1 gap-x-4 gap-y-1.5 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-neutral-700">
            <input
              type="checkbox"
              name={path}
              value={option.value}
              defaultChecked={selected.includes(option.value)}
              disabled={disabled}
              className="size-4 accent-neutral-900"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`section-${id}`}
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-5"
    >
      <div>
        <h2 id={`section-${id}`} className="text-sm font-semibold text-neutral-900">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-neutral-500">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

function Warning({ children }: { children: ReactNode }) {
  return (
    <p
      role="note"
      className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <AlertTriangle aria-hidden className="size-4 shrink-0" />
      {children}
    </p>
  );
}

/** Question groups: the picker and the custom questions (one per line) of each. */
function QuestionGroups({
  prefix,
  groups,
  options,
  config,
  advanced,
  errors,
}: {
  prefix: string;
  groups: readonly string[];
  options: Record<string, readonly Option[]>;
  config: Record<string, { questions: string[]; customQuestions: string[] }>;
  advanced: boolean;
  errors: FieldErrors;
}) {
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <div key={group} className="flex flex-col gap-3 rounded-md border border-neutral-100 bg-neutral-50/60 p-4">
          <CheckList
            path={`${prefix}.${group}.questions`}
            legend={`${GROUP_LABELS[group] ?? group} questions`}
            options={options[group]!}
            selected={config[group]!.questions}
            disabled={!advanced}
            gated={!advanced}
          />
          <Field
            path={`${prefix}.${group}.customQuestions`}
            label="Custom questions"
            hint="One question per line."
            errors={errors}
            gated={!advanced}
          >
            <TextArea
              path={`${prefix}.${group}.customQuestions`}
              value={config[group]!.customQuestions.join("\n")}
              errors={errors}
              disabled={!advanced}
            />
          </Field>
        </div>
      ))}
    </div>
  );
}

function playSample(voice: string) {
  void new Audio(`/audio/${voice}.wav`).play().catch(() => undefined);
}

/** Repeated rows; the browser adds empty ones, and one empty row is always offered. */
function useExtraRows() {
  return useState(1);
}

export function VoiceAgentSections({ name, phoneNumber, config, draft, advanced, fallbacks, errors }: SettingsProps) {
  const hydrated = useHydrated();
  const live = draft ?? config;
  /** Shown: always before hydration (no JavaScript), else as the draft says. */
  const shown = (flag: boolean) => !hydrated || flag;
  const tb = config.taskBehavior;
  const [extraEmails, setExtraEmails] = useExtraRows();
  const [extraEntries, setExtraEntries] = useExtraRows();
  const [extraLines, setExtraLines] = useExtraRows();
  const otherLine = config.taskBehavior.businessLines === "OTHER";
  const gated = !advanced;

  return (
    <div className="flex flex-col gap-5">
      <Section id="basic" title="Basic Information">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <Field path="name" label="Name" hint="Shown in your list of voice agents." errors={errors}>
            <TextInput path="name" value={name} errors={errors} />
          </Field>
          <div className="flex min-w-0 flex-col gap-1.5">
            <span className="text-sm font-medium text-neutral-800">Phone Number</span>
            <p className="flex h-9 items-center rounded-lg border border-neutral-200 bg-neutral-50 px-3 font-mono text-sm text-neutral-700">
              {phoneNumber ?? "Not assigned yet"}
            </p>
            <p className="text-xs text-neutral-500">The phone number cannot be changed here.</p>
          </div>
          <Field path="agentName" label="Agent Name" hint="Leave blank to use Cara." errors={errors}>
            <TextInput path="agentName" value={config.agentName} placeholder="Cara" errors={errors} />
          </Field>
          <Field path="language" label="Language" errors={errors}>
            <Select path="language" value={config.language} options={LANGUAGES} errors={errors} />
          </Field>
        </div>
        <Field
          path="introPhrase"
          label="Intro Phrase"
          hint={`Said exactly as written when the call is answered. ${CUSTOMER_NAME_PLACEHOLDER} is replaced by the caller's name when the caller is known.`}
          errors={errors}
        >
          <TextArea
            path="introPhrase"
            value={config.introPhrase}
            placeholder={`Hi ${CUSTOMER_NAME_PLACEHOLDER}, thanks for calling. How can I help?`}
            errors={errors}
          />
        </Field>
        <Field path="globalCustomInstructions" label="Custom Instructions" errors={errors} gated={gated}>
          <TextArea
            path="globalCustomInstructions"
            value={config.globalCustomInstructions}
            errors={errors}
            disabled={gated}
          />
        </Field>
      </Section>

      <Section id="agency" title="Agency Information" description="Blank fields use your agency's own details.">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <Field path="agency.name" label="Agency Name" errors={errors}>
            <TextInput path="agency.name" value={config.agency.name} placeholder={fallbacks.name} errors={errors} />
          </Field>
          <Field path="agency.phone" label="Phone" errors={errors}>
            <TextInput
              path="agency.phone"
              type="tel"
              value={config.agency.phone}
              placeholder={fallbacks.phone}
              errors={errors}
            />
          </Field>
          <Field path="agency.email" label="Email" errors={errors}>
            <TextInput
              path="agency.email"
              type="email"
              value={config.agency.email}
              placeholder={fallbacks.email}
              errors={errors}
            />
          </Field>
          <Field path="agency.website" label="Website" errors={errors}>
            <TextInput path="agency.website" value={config.agency.website} placeholder="https://" errors={errors} />
          </Field>
          <Field path="agency.address" label="Address" errors={errors}>
            <TextInput
              path="agency.address"
              value={config.agency.address}
              placeholder={fallbacks.address}
              errors={errors}
            />
          </Field>
          <Field path="agency.businessHours" label="Business Hours" errors={errors}>
            <TextInput
              path="agency.businessHours"
              value={config.agency.businessHours}
              placeholder="Monday to Friday, 9am to 5pm"
              errors={errors}
            />
          </Field>
        </div>
      </Section>

      <Section id="behavior" title="Call Behavior">
        <Field path="callBehavior.rapportBuilding" label="Communication Style" errors={errors}>
          <Select
            path="callBehavior.rapportBuilding"
            value={config.callBehavior.rapportBuilding}
            options={COMMUNICATION_STYLES}
            errors={errors}
          />
        </Field>
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
          <Field path="model.responsiveness" label="Responsiveness" errors={errors}>
            <Select
              path="model.responsiveness"
              value={config.model.responsiveness}
              options={RESPONSIVENESS}
              errors={errors}
            />
          </Field>
          <Field path="model.voiceSpeed" label="Voice Speed" errors={errors}>
            <Select
              path="model.voiceSpeed"
              value={config.model.voiceSpeed}
              options={[{ value: 1, label: "Default" }, ...VOICE_SPEEDS]}
              errors={errors}
            />
          </Field>
          <Field path="model.voiceTemperature" label="Voice Temperature" errors={errors}>
            <Select
              path="model.voiceTemperature"
              value={config.model.voiceTemperature}
              options={VOICE_TEMPERATURES}
              errors={errors}
            />
          </Field>
          <Field path="model.voiceVolume" label="Voice Volume" errors={errors}>
            <Select path="model.voiceVolume" value={config.model.voiceVolume} options={VOICE_VOLUMES} errors={errors} />
          </Field>
        </div>
      </Section>

      <Section id="notifications" title="Email Notifications" description="Who is emailed about each call.">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-neutral-800">Notification emails</legend>
          <input type="hidden" name="notifications.staticEmails" value="" />
          {[...config.notifications.staticEmails, ...Array.from({ length: extraEmails }, () => "")].map((email, i) => (
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
          {hydrated ? (
            <button
              type="button"
              onClick={() => setExtraEmails((n) => n + 1)}
              className="self-start text-sm font-medium text-neutral-700 underline-offset-2 hover:underline"
            >
              Add email
            </button>
          ) : null}
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
          <Field
            path="notifications.dynamicEmailRoutingCustomInstructions"
            label="Routing instructions"
            errors={errors}
            gated={gated}
          >
            <TextArea
              path="notifications.dynamicEmailRoutingCustomInstructions"
              value={config.notifications.dynamicEmailRoutingCustomInstructions}
              errors={errors}
              disabled={gated}
            />
          </Field>
        </div>
      </Section>

      <Section id="lines" title="Business Lines Configuration" description="Which lines of business the agent handles.">
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">Business lines</legend>
          {BUSINESS_LINES.filter((line) => line.value !== "OTHER" || otherLine).map((line) => (
            <label key={line.value} className="flex items-center gap-2 text-sm text-neutral-700">
              <input
                type="radio"
                name="taskBehavior.businessLines"
                value={line.value}
                defaultChecked={config.taskBehavior.businessLines === line.value}
                disabled={otherLine && line.value !== "OTHER"}
                className="size-4 accent-neutral-900"
              />
              {line.label}
            </label>
          ))}
        </fieldset>
      </Section>

      <Section id="quote" title="Quote Requests">
        {tb.quote.enabled ? (
          <>
            <QuestionGroups
              prefix="taskBehavior.quote"
              groups={QUOTE_GROUPS}
              options={QUESTIONS.quote}
              config={tb.quote as never}
              advanced={advanced}
              errors={errors}
            />
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-1 flex items-center gap-2 text-sm font-medium text-neutral-800">
                Other lines of business {gated ? <UpgradeBadge /> : null}
              </legend>
              <input type="hidden" name="taskBehavior.quote.custom" value="" disabled={gated} />
              {[
                ...tb.quote.custom,
                ...Array.from({ length: gated ? 0 : extraLines }, () => ({
                  lineOfBusiness: "",
                  questions: [] as string[],
                })),
              ].map((line, i) => (
                <div key={i} className="grid grid-cols-1 gap-3 rounded-md border border-neutral-100 p-3 md:grid-cols-2">
                  <Field
                    path={`taskBehavior.quote.custom.${i}.lineOfBusiness`}
                    label="Line of business"
                    errors={errors}
                  >
                    <TextInput
                      path={`taskBehavior.quote.custom.${i}.lineOfBusiness`}
                      value={line.lineOfBusiness}
                      errors={errors}
                      disabled={gated}
                    />
                  </Field>
                  <Field
                    path={`taskBehavior.quote.custom.${i}.questions`}
                    label="Questions"
                    hint="One question per line."
                    errors={errors}
                  >
                    <TextArea
                      path={`taskBehavior.quote.custom.${i}.questions`}
                      value={line.questions.join("\n")}
                      errors={errors}
                      disabled={gated}
                    />
                  </Field>
                </div>
              ))}
              {hydrated && !gated ? (
                <button
                  type="button"
                  onClick={() => setExtraLines((n) => n + 1)}
                  className="self-start text-sm font-medium text-neutral-700 underline-offset-2 hover:underline"
                >
                  Add line of business
                </button>
              ) : null}
            </fieldset>
          </>
        ) : (
          <p className="text-sm text-neutral-500">Quote requests are off for this agent.</p>
        )}
      </Section>

      <Section id="service" title="Service Requests">
        {tb.service.enabled ? (
          <>
            <QuestionGroups
              prefix="taskBehavior.service"
              groups={SERVICE_GROUPS}
              options={QUESTIONS.service}
              config={tb.service as never}
              advanced={advanced}
              errors={errors}
            />
            <Field path="taskBehavior.service.other" label="Other service requests" errors={errors} gated={gated}>
              <TextArea path="taskBehavior.service.other" value={tb.service.other} errors={errors} disabled={gated} />
            </Field>
          </>
        ) : (
          <p className="text-sm text-neutral-500">Service requests are off for this agent.</p>
        )}
      </Section>

      <Section id="fnol" title="FNOL" description="First notice of loss: claims reported on a call.">
        <Toggle path="taskBehavior.fnol.enabled" checked={tb.fnol.enabled} label="Take first notice of loss" />
        <div hidden={!shown(live.taskBehavior.fnol.enabled)} className="flex flex-col gap-4">
          <Field path="taskBehavior.fnol.customInstructions" label="Custom instructions" errors={errors} gated={gated}>
            <TextArea
              path="taskBehavior.fnol.customInstructions"
              value={tb.fnol.customInstructions}
              errors={errors}
              disabled={gated}
            />
          </Field>
          <QuestionGroups
            prefix="taskBehavior.fnol"
            groups={FNOL_GROUPS}
            options={QUESTIONS.fnol}
            config={tb.fnol as never}
            advanced={advanced}
            errors={errors}
          />
        </div>
      </Section>

      <Section id="coi" title="COI Requests" description="Certificates of insurance asked for on a call.">
        <Toggle path="taskBehavior.coi.enabled" checked={tb.coi.enabled} label="Take COI requests" />
        <div hidden={!shown(live.taskBehavior.coi.enabled)} className="flex flex-col gap-2">
          <Field path="taskBehavior.coi.customInstructions" label="Custom instructions" errors={errors} gated={gated}>
            <TextArea
              path="taskBehavior.coi.customInstructions"
              value={tb.coi.customInstructions}
              errors={errors}
              disabled={gated}
            />
          </Field>
          {live.taskBehavior.coi.customInstructions.trim() ? (
            <Warning>This will override the default COI behavior</Warning>
          ) : null}
        </div>
      </Section>

      <Section id="lpr" title="LPR Requests" description="Loss payee requests asked for on a call.">
        <Toggle path="taskBehavior.lpr.enabled" checked={tb.lpr.enabled} label="Take LPR requests" />
        <div hidden={!shown(live.taskBehavior.lpr.enabled)} className="flex flex-col gap-2">
          <Field path="taskBehavior.lpr.customInstructions" label="Custom instructions" errors={errors} gated={gated}>
            <TextArea
              path="taskBehavior.lpr.customInstructions"
              value={tb.lpr.customInstructions}
              errors={errors}
              disabled={gated}
            />
          </Field>
          {live.taskBehavior.lpr.customInstructions.trim() ? (
            <Warning>This will override the default LPR behavior</Warning>
          ) : null}
        </div>
      </Section>

      <Section id="transfer" title="Transfer Settings" description="When and to whom a call is passed to a person.">
        <ErrorText path="transfer" errors={errors} />
        <Toggle
          path="transfer.enabled"
          checked={config.transfer.enabled}
          label="Transfer calls"
          disabled={gated}
          gated={gated}
        />
        <div hidden={!shown(live.transfer.enabled)} className="flex flex-col gap-4">
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <Field path="transfer.behavior" label="Transfer behavior" errors={errors} gated={gated}>
              <Select
                path="transfer.behavior"
                value={config.transfer.behavior}
                options={TRANSFER_BEHAVIORS}
                errors={errors}
                disabled={gated}
              />
            </Field>
            <Field
              path="transfer.fallbackAttempts"
              label="Attempts"
              hint={`Up to ${MAX_TRANSFER_ATTEMPTS} total attempts, each ringing 10 seconds; never the same number twice.`}
              errors={errors}
              gated={gated}
            >
              <TextInput
                path="transfer.fallbackAttempts"
                type="number"
                value={config.transfer.fallbackAttempts}
                errors={errors}
                disabled={gated}
              />
            </Field>
          </div>
          <Toggle
            path="transfer.collectPurpose"
            checked={config.transfer.collectPurpose}
            label="Collect the purpose of the call first"
            disabled={gated}
          />
          <Toggle
            path="transfer.warmTransfer"
            checked={config.transfer.warmTransfer}
            label="Warm transfer"
            hint="The person hears a summary before the caller is connected."
            disabled={gated}
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-medium text-neutral-800">Hours</legend>
            <Field path="transfer.hours.timezone" label="Time zone" errors={errors}>
              <Select
                path="transfer.hours.timezone"
                value={config.transfer.hours.timezone}
                options={TRANSFER_TIMEZONES}
                errors={errors}
                disabled={gated}
              />
            </Field>
            <div className="flex flex-col gap-2">
              {DAYS.map((day) => {
                const hours = config.transfer.hours[day];
                const closed = gated || (hydrated && !live.transfer.hours[day].enabled);
                const times = HOUR_CHOICES.map(([h, m]) => ({
                  value: formatTime(h, m),
                  label: formatTime(h, m).padStart(5, "0"),
                }));
                return (
                  <div key={day} className="grid grid-cols-[7rem_1fr_1fr] items-center gap-2">
                    <Toggle
                      path={`transfer.hours.${day}.enabled`}
                      checked={hours.enabled}
                      label={day[0]!.toUpperCase() + day.slice(1)}
                      disabled={gated}
                    />
                    <select
                      name={`transfer.hours.${day}.start`}
                      aria-label={`${day} start`}
                      defaultValue={formatTime(hours.startHour, hours.startMinute)}
                      disabled={closed}
                      className={inputClass}
                    >
                      {times.map((t) => (
                        <option key={t.value} value={t.value}>
                          {t.label}
                        </option>
                      ))}
                    </select>
                    <div className="flex flex-col gap-1">
                      <select
                        name={`transfer.hours.${day}.end`}
                        aria-label={`${day} end`}
                        defaultValue={formatTime(hours.endHour, hours.endMinute)}
                        disabled={closed}
                        className={inputClass}
                        {...invalid(`transfer.hours.${day}.endHour`, errors)}
                      >
                        {times.map((t) => (
                          <option key={t.value} value={t.value}>
                            {t.label}
                          </option>
                        ))}
                      </select>
                      <ErrorText path={`transfer.hours.${day}.endHour`} errors={errors} />
                    </div>
                  </div>
                );
              })}
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-medium text-neutral-800">Directory</legend>
            <input type="hidden" name="transfer.directory" value="" disabled={gated} />
            {[
              ...config.transfer.directory,
              ...Array.from({ length: gated ? 0 : extraEntries }, () => ({
                label: "",
                number: "",
                transferCriteria: "",
              })),
            ].map((entry, i) => (
              <div key={i} className="grid grid-cols-1 gap-3 rounded-md border border-neutral-100 p-3 md:grid-cols-3">
                <Field path={`transfer.directory.${i}.label`} label="Name" errors={errors}>
                  <TextInput
                    path={`transfer.directory.${i}.label`}
                    value={entry.label}
                    errors={errors}
                    disabled={gated}
                  />
                </Field>
                <Field path={`transfer.directory.${i}.number`} label="Number" hint="No extensions." errors={errors}>
                  <TextInput
                    path={`transfer.directory.${i}.number`}
                    type="tel"
                    value={entry.number}
                    errors={errors}
                    disabled={gated}
                  />
                </Field>
                <Field path={`transfer.directory.${i}.transferCriteria`} label="Transfer when" errors={errors}>
                  <TextInput
                    path={`transfer.directory.${i}.transferCriteria`}
                    value={entry.transferCriteria}
                    errors={errors}
                    disabled={gated}
                  />
                </Field>
              </div>
            ))}
            {hydrated && !gated ? (
              <button
                type="button"
                onClick={() => setExtraEntries((n) => n + 1)}
                className="self-start text-sm font-medium text-neutral-700 underline-offset-2 hover:underline"
              >
                Add directory entry
              </button>
            ) : null}
          </fieldset>
        </div>
      </Section>
    </div>
  );
}

/** A toast at the bottom right, gone after five seconds (the spec's voice save indicator). */
export function Toast({
  toast,
  onDone,
}: {
  toast: { title: string; body: string; error?: boolean } | null;
  onDone?: () => void;
}) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => onDone?.(), 5000);
    return () => clearTimeout(timer);
  }, [toast, onDone]);
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed top-4 right-4 left-4 z-50 flex flex-col items-end"
    >
      {toast ? (
        <div
          className={cn(
            "pointer-events-auto w-full max-w-sm rounded-lg border bg-white p-4 shadow-lg",
            toast.error ? "border-red-300" : "border-green-300",
          )}
        >
          <p className={cn("text-sm font-semibold", toast.error ? "text-red-700" : "text-green-800")}>{toast.title}</p>
          <p className="mt-1 text-sm text-neutral-700">{toast.body}</p>
        </div>
      ) : null}
    </div>
  );
}
