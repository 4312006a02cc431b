import type { ReactNode } from "react";
import {
  BUSINESS_LINES,
  FNOL_GROUPS,
  GROUP_LABELS,
  QUESTIONS,
  QUOTE_GROUPS,
  SERVICE_GROUPS,
  type Option,
} from "#domain/voice-agent.ts";
import {
  AddRowButton,
  CheckList,
  Section,
  TextAreaField,
  TextField,
  Toggle,
  UpgradeBadge,
  useExtraRows,
  withBlankRows,
  Warning,
  type FieldErrors,
} from "../fields.tsx";
import type { SectionProps } from "./section-props.ts";

/** Question groups: the picker and the custom questions (one per line) of each. */
function QuestionGroups({
  prefix,
  groups,
  options,
  config,
  gated,
  errors,
}: {
  prefix: string;
  groups: readonly string[];
  options: Record<string, readonly Option[]>;
  config: Record<string, { questions: string[]; customQuestions: string[] }>;
  gated: boolean;
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
            disabled={gated}
            gated={gated}
          />
          <TextAreaField
            path={`${prefix}.${group}.customQuestions`}
            label="Custom questions"
            hint="One question per line."
            value={config[group]!.customQuestions.join("\n")}
            errors={errors}
            gated={gated}
            disabled={gated}
          />
        </div>
      ))}
    </div>
  );
}

/** Business Lines Configuration: one line of business (OTHER only when already chosen). */
export function BusinessLinesSection({ config }: SectionProps) {
  const otherLine = config.taskBehavior.businessLines === "OTHER";
  return (
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
  );
}

/** Quote Requests: question groups and other lines of business (rows). */
export function QuoteSection({ config, errors, gated, hydrated }: SectionProps) {
  const quote = config.taskBehavior.quote;
  const [extraLines, setExtraLines] = useExtraRows();
  const blankLine = () => ({ lineOfBusiness: "", questions: [] as string[] });
  return (
    <Section id="quote" title="Quote Requests">
      {quote.enabled ? (
        <>
          <QuestionGroups
            prefix="taskBehavior.quote"
            groups={QUOTE_GROUPS}
            options={QUESTIONS.quote}
            config={quote as never}
            gated={gated}
            errors={errors}
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 flex items-center gap-2 text-sm font-medium text-neutral-800">
              Other lines of business {gated ? <UpgradeBadge /> : null}
            </legend>
            <input type="hidden" name="taskBehavior.quote.custom" value="" disabled={gated} />
            {withBlankRows(quote.custom, gated ? 0 : extraLines, blankLine).map((line, i) => (
              <div key={i} className="grid grid-cols-1 gap-3 rounded-md border border-neutral-100 p-3 md:grid-cols-2">
                <TextField
                  path={`taskBehavior.quote.custom.${i}.lineOfBusiness`}
                  label="Line of business"
                  value={line.lineOfBusiness}
                  errors={errors}
                  disabled={gated}
                />
                <TextAreaField
                  path={`taskBehavior.quote.custom.${i}.questions`}
                  label="Questions"
                  hint="One question per line."
                  value={line.questions.join("\n")}
                  errors={errors}
                  disabled={gated}
                />
              </div>
            ))}
            <AddRowButton shown={hydrated && !gated} onAdd={() => setExtraLines((n) => n + 1)}>
              Add line of business
            </AddRowButton>
          </fieldset>
        </>
      ) : (
        <p className="text-sm text-neutral-500">Quote requests are off for this agent.</p>
      )}
    </Section>
  );
}

/** Service Requests: question groups and other service requests. */
export function ServiceSection({ config, errors, gated }: SectionProps) {
  const service = config.taskBehavior.service;
  return (
    <Section id="service" title="Service Requests">
      {service.enabled ? (
        <>
          <QuestionGroups
            prefix="taskBehavior.service"
            groups={SERVICE_GROUPS}
            options={QUESTIONS.service}
            config={service as never}
            gated={gated}
            errors={errors}
          />
          <TextAreaField
            path="taskBehavior.service.other"
            label="Other service requests"
            value={service.other}
            errors={errors}
            gated={gated}
            disabled={gated}
          />
        </>
      ) : (
        <p className="text-sm text-neutral-500">Service requests are off for this agent.</p>
      )}
    </Section>
  );
}

/** A task that is switched on or off, with its custom instructions (gated). */
function TaskInstructions({
  task,
  turnOn,
  className,
  config,
  live,
  errors,
  gated,
  shown,
  children,
}: SectionProps & {
  task: "fnol" | "coi" | "lpr";
  turnOn: string;
  className: string;
  children?: ReactNode;
}) {
  const path = `taskBehavior.${task}`;
  const saved = config.taskBehavior[task];
  return (
    <>
      <Toggle path={`${path}.enabled`} checked={saved.enabled} label={turnOn} />
      <div hidden={!shown(live.taskBehavior[task].enabled)} className={className}>
        <TextAreaField
          path={`${path}.customInstructions`}
          label="Custom instructions"
          value={saved.customInstructions}
          errors={errors}
          gated={gated}
          disabled={gated}
        />
        {children}
      </div>
    </>
  );
}

/** FNOL: first notice of loss, with its question groups. */
export function FnolSection(props: SectionProps) {
  return (
    <Section id="fnol" title="FNOL" description="First notice of loss: claims reported on a call.">
      <TaskInstructions {...props} task="fnol" turnOn="Take first notice of loss" className="flex flex-col gap-4">
        <QuestionGroups
          prefix="taskBehavior.fnol"
          groups={FNOL_GROUPS}
          options={QUESTIONS.fnol}
          config={props.config.taskBehavior.fnol as never}
          gated={props.gated}
          errors={props.errors}
        />
      </TaskInstructions>
    </Section>
  );
}

/** COI then LPR requests: the same shape, and custom instructions replace the default behavior. */
const REQUESTS = [
  {
    task: "coi",
    title: "COI Requests",
    description: "Certificates of insurance asked for on a call.",
    turnOn: "Take COI requests",
    warning: "This will override the default COI behavior",
  },
  {
    task: "lpr",
    title: "LPR Requests",
    description: "Loss payee requests asked for on a call.",
    turnOn: "Take LPR requests",
    warning: "This will override the default LPR behavior",
  },
] as const;

export function RequestSections(props: SectionProps) {
  return REQUESTS.map((request) => (
    <Section key={request.task} id={request.task} title={request.title} description={request.description}>
      <TaskInstructions {...props} task={request.task} turnOn={request.turnOn} className="flex flex-col gap-2">
        {props.live.taskBehavior[request.task].customInstructions.trim() ? <Warning>{request.warning}</Warning> : null}
      </TaskInstructions>
    </Section>
  ));
}
