import {
  DAYS,
  HOUR_CHOICES,
  MAX_TRANSFER_ATTEMPTS,
  TRANSFER_BEHAVIORS,
  TRANSFER_TIMEZONES,
} from "#domain/voice-agent.ts";
import {
  AddRowButton,
  ErrorText,
  inputClass,
  invalid,
  Section,
  SelectField,
  TextField,
  Toggle,
  useExtraRows,
  withBlankRows,
  type FieldErrors,
} from "../fields.tsx";
import { formatTime } from "../voice-form.ts";
import type { SectionProps } from "./section-props.ts";

type Day = (typeof DAYS)[number];

const TIMES = HOUR_CHOICES.map(([h, m]) => ({
  value: formatTime(h, m),
  label: formatTime(h, m).padStart(5, "0"),
}));

/** One end of a day's transfer hours (unlabelled but for its aria-label: "monday start"). */
function TimeSelect({
  name,
  label,
  value,
  disabled,
  errorPath,
  errors,
}: {
  name: string;
  label: string;
  value: string;
  disabled: boolean;
  /** Where this select's error is reported, if it has one. */
  errorPath?: string;
  errors: FieldErrors;
}) {
  return (
    <select
      name={name}
      aria-label={label}
      defaultValue={value}
      disabled={disabled}
      className={inputClass}
      {...(errorPath ? invalid(errorPath, errors) : {})}
    >
      {TIMES.map((t) => (
        <option key={t.value} value={t.value}>
          {t.label}
        </option>
      ))}
    </select>
  );
}

function DayHours({ day, config, live, errors, gated, hydrated }: SectionProps & { day: Day }) {
  const hours = config.transfer.hours[day];
  const closed = gated || (hydrated && !live.transfer.hours[day].enabled);
  const path = `transfer.hours.${day}`;
  return (
    <div className="grid grid-cols-[7rem_1fr_1fr] items-center gap-2">
      <Toggle
        path={`${path}.enabled`}
        checked={hours.enabled}
        label={day[0]!.toUpperCase() + day.slice(1)}
        disabled={gated}
      />
      <TimeSelect
        name={`${path}.start`}
        label={`${day} start`}
        value={formatTime(hours.startHour, hours.startMinute)}
        disabled={closed}
        errors={errors}
      />
      <div className="flex flex-col gap-1">
        <TimeSelect
          name={`${path}.end`}
          label={`${day} end`}
          value={formatTime(hours.endHour, hours.endMinute)}
          disabled={closed}
          errorPath={`${path}.endHour`}
          errors={errors}
        />
        <ErrorText path={`${path}.endHour`} errors={errors} />
      </div>
    </div>
  );
}

type Entry = SectionProps["config"]["transfer"]["directory"][number];

/** A directory row's fields, in order. */
const ENTRY_FIELDS: { key: keyof Entry; label: string; hint?: string; type?: string }[] = [
  { key: "label", label: "Name" },
  { key: "number", label: "Number", hint: "No extensions.", type: "tel" },
  { key: "transferCriteria", label: "Transfer when" },
];

/** Transfer Settings: whether and how calls are passed on, the hours, and the directory (rows). */
export function TransferSection(props: SectionProps) {
  const { config, live, errors, gated, hydrated, shown } = props;
  const [extraEntries, setExtraEntries] = useExtraRows();
  const blankEntry = (): Entry => ({ label: "", number: "", transferCriteria: "" });
  return (
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
          <SelectField
            path="transfer.behavior"
            label="Transfer behavior"
            value={config.transfer.behavior}
            options={TRANSFER_BEHAVIORS}
            errors={errors}
            gated={gated}
            disabled={gated}
          />
          <TextField
            path="transfer.fallbackAttempts"
            label="Attempts"
            hint={`Up to ${MAX_TRANSFER_ATTEMPTS} total attempts, each ringing 10 seconds; never the same number twice.`}
            type="number"
            value={config.transfer.fallbackAttempts}
            errors={errors}
            gated={gated}
            disabled={gated}
          />
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
          <SelectField
            path="transfer.hours.timezone"
            label="Time zone"
            value={config.transfer.hours.timezone}
            options={TRANSFER_TIMEZONES}
            errors={errors}
            disabled={gated}
          />
          <div className="flex flex-col gap-2">
            {DAYS.map((day) => (
              <DayHours key={day} {...props} day={day} />
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-neutral-800">Directory</legend>
          <input type="hidden" name="transfer.directory" value="" disabled={gated} />
          {withBlankRows(config.transfer.directory, gated ? 0 : extraEntries, blankEntry).map((entry, i) => (
            <div key={i} className="grid grid-cols-1 gap-3 rounded-md border border-neutral-100 p-3 md:grid-cols-3">
              {ENTRY_FIELDS.map((field) => (
                <TextField
                  key={field.key}
                  path={`transfer.directory.${i}.${field.key}`}
                  label={field.label}
                  hint={field.hint}
                  type={field.type}
                  value={entry[field.key]}
                  errors={errors}
                  disabled={gated}
                />
              ))}
            </div>
          ))}
          <AddRowButton shown={hydrated && !gated} onAdd={() => setExtraEntries((n) => n + 1)}>
            Add directory entry
          </AddRowButton>
        </fieldset>
      </div>
    </Section>
  );
}
