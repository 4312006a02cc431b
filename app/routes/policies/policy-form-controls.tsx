import type { ComponentProps, ReactNode } from "react";
import { FormField, type FieldState } from "#app/components/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/cn.ts";

/** Native controls styled like Input, and the field-state helper the policy forms share. */
const controlClass = cn(
  "w-full min-w-0 rounded-lg border border-neutral-200 bg-white px-3 text-sm text-neutral-900 shadow-xs transition-colors",
  "focus-visible:border-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600/20 focus-visible:outline-none",
  "disabled:cursor-not-allowed disabled:bg-neutral-50 aria-invalid:border-red-500",
);

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(controlClass, "h-9", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClass, "min-h-[80px] py-2", className)} {...props} />;
}

/** Errors by Conform name ("details.additionalInsureds[0].name"). */
export type FieldErrors = Record<string, string[] | null | undefined>;

/** A FieldState for a (possibly nested) field name, with its errors. */
export function fieldState(formId: string, errors: FieldErrors | undefined, name: string): FieldState {
  const id = `${formId}-${name.replace(/[^a-zA-Z0-9]+/g, "-")}`;
  return { id, name, errorId: `${id}-error`, descriptionId: `${id}-description`, errors: errors?.[name] ?? undefined };
}

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-3 border-t border-neutral-200 pt-4 first:border-t-0 first:pt-0">
      <legend className="contents">
        <span className="block text-sm font-semibold text-neutral-900">{title}</span>
      </legend>
      {description ? <p className="-mt-2 text-xs text-neutral-500">{description}</p> : null}
      {children}
    </fieldset>
  );
}

/** A date field (yyyy-mm-dd); an invalid date becomes empty (docs/product/shell-and-navigation.md). */
export function DateField({
  field,
  label,
  defaultValue,
}: {
  field: FieldState;
  label: string;
  defaultValue?: string | null;
}) {
  return (
    <FormField field={field} label={label}>
      {(props) => (
        <Input
          {...props}
          type="date"
          defaultValue={defaultValue ?? ""}
          onBlur={(event) => {
            if (event.currentTarget.value && Number.isNaN(new Date(event.currentTarget.value).getTime()))
              event.currentTarget.value = "";
          }}
          className="tabular-nums"
        />
      )}
    </FormField>
  );
}

/** "2026-11-22" from an ISO date-time (policy dates are UTC calendar dates). */
export const dateInputValue = (value: string | Date | null | undefined) =>
  value ? new Date(value).toISOString().slice(0, 10) : "";
