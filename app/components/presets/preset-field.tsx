import type { ReactNode } from "react";

/** A preset form's label style (fields and fieldsets). */
export const presetLabelClass = "text-sm font-medium text-neutral-900";

/**
 * One field of a preset form (built-in or custom): its label (with `aside` at its right), the
 * control, its hint (under it, or `hintAbove` between label and control) and the server's
 * message under it. The control points at both with `describedBy`.
 */
export function PresetField({
  id,
  label,
  hint,
  hintAbove = false,
  error,
  aside,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The hint between the label and the control (a combobox's list opens over what is under it). */
  hintAbove?: boolean;
  error?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const hintText = (className: string) => (
    <p id={`${id}-hint`} className={className}>
      {hint}
    </p>
  );
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className={presetLabelClass}>
          {label}
        </label>
        {aside}
      </div>
      {hint && hintAbove ? hintText("-mt-1 text-xs text-neutral-500") : null}
      {children}
      {hint && !hintAbove ? hintText("text-xs text-neutral-500") : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The ids a field's control is described by: its hint and its message, when shown. */
export const describedBy = (id: string, hint: boolean, error?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
