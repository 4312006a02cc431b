import { AlertTriangle } from "lucide-react";
import { useState, type ReactNode } from "react";
import { UPGRADE_MESSAGE, type Option } from "#domain/voice-agent.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * The voice agent settings form's shared controls. Every control is uncontrolled and named by its
 * configuration path, so the form posts as it is without JavaScript.
 */

export type FieldErrors = Record<string, string[] | undefined>;

export const inputClass =
  "h-9 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500 aria-[invalid=true]:border-red-500";
const areaClass = cn(inputClass, "h-auto min-h-[80px] py-2");
export const idOf = (path: string) => `va-${path.replace(/\./g, "-")}`;

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

export function ErrorText({ path, errors }: { path: string; errors: FieldErrors }) {
  const message = errors[path]?.[0];
  return message ? (
    <p id={`${idOf(path)}-error`} className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

export const invalid = (path: string, errors: FieldErrors) =>
  errors[path]?.[0] ? { "aria-invalid": true, "aria-describedby": `${idOf(path)}-error` } : {};

interface FieldProps {
  path: string;
  label: ReactNode;
  hint?: ReactNode;
  errors: FieldErrors;
  /** Shows the upgrade badge by the label. */
  gated?: boolean;
}

export function Field({ path, label, hint, errors, gated, children }: FieldProps & { children: ReactNode }) {
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

interface InputProps {
  path: string;
  errors: FieldErrors;
  disabled?: boolean;
  placeholder?: string;
}

export function TextInput({
  path,
  value,
  errors,
  disabled,
  placeholder,
  type = "text",
}: InputProps & { value: string | number; type?: string }) {
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

export function TextArea({ path, value, errors, disabled, placeholder }: InputProps & { value: string }) {
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

export function Select<V extends string | number>({
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

/** A labelled text input: `gated` shows the badge, `disabled` turns the input off. */
export function TextField({
  type,
  value,
  placeholder,
  disabled,
  ...field
}: FieldProps & { value: string | number; type?: string; placeholder?: string; disabled?: boolean }) {
  return (
    <Field {...field}>
      <TextInput
        path={field.path}
        type={type}
        value={value}
        placeholder={placeholder}
        errors={field.errors}
        disabled={disabled}
      />
    </Field>
  );
}

/** A labelled text area: `gated` shows the badge, `disabled` turns the area off. */
export function TextAreaField({
  value,
  placeholder,
  disabled,
  ...field
}: FieldProps & { value: string; placeholder?: string; disabled?: boolean }) {
  return (
    <Field {...field}>
      <TextArea path={field.path} value={value} placeholder={placeholder} errors={field.errors} disabled={disabled} />
    </Field>
  );
}

/** A labelled select: `gated` shows the badge, `disabled` turns the select off. */
export function SelectField<V extends string | number>({
  value,
  options,
  disabled,
  ...field
}: FieldProps & { value: V; options: Option<V>[]; disabled?: boolean }) {
  return (
    <Field {...field}>
      <Select path={field.path} value={value} options={options} errors={field.errors} disabled={disabled} />
    </Field>
  );
}

/** A switch: a check box with a hidden empty value first, so an unchecked one is still sent. */
export function Toggle({
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

export function CheckList({
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

export function Section({
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

export function Warning({ children }: { children: ReactNode }) {
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

/** Repeated rows; the browser adds empty ones, and one empty row is always offered. */
export function useExtraRows() {
  return useState(1);
}

/** The rows as saved, then `extra` blank ones. */
export const withBlankRows = <T,>(rows: readonly T[], extra: number, blank: () => T): T[] => [
  ...rows,
  ...Array.from({ length: extra }, blank),
];

/** The browser's "add a row" button (absent without JavaScript, where one blank row is offered). */
export function AddRowButton({ shown, onAdd, children }: { shown: boolean; onAdd: () => void; children: ReactNode }) {
  return shown ? (
    <button
      type="button"
      onClick={onAdd}
      className="self-start text-sm font-medium text-neutral-700 underline-offset-2 hover:underline"
    >
      {children}
    </button>
  ) : null;
}
