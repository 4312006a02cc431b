import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { Label } from "./ui/label.tsx";

/** What a field needs to wire its label, description and error (Conform's field metadata fits). */
export interface FieldState {
  id: string;
  name: string;
  errorId: string;
  descriptionId: string;
  errors?: string[];
  initialValue?: unknown;
}

export interface ControlProps {
  id: string;
  name: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
}

/**
 * A labelled field: the label above, the control, an optional hint, and the first error
 * under it in red. The control gets aria-invalid and aria-describedby here, once.
 */
export function FormField({
  field,
  label,
  description,
  className,
  children,
}: {
  field: FieldState;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const error = field.errors?.[0];
  const describedBy = [description ? field.descriptionId : null, error ? field.errorId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={field.id}>{label}</Label>
      {children({
        id: field.id,
        name: field.name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {description ? (
        <p id={field.descriptionId} className="text-xs text-neutral-500">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={field.errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form's own error (not tied to one field), under the form: the first message only. */
export function FormError({ errors, className }: { errors?: string[] | null; className?: string }) {
  const message = errors?.[0];
  if (!message) return null;
  return (
    <p role="alert" className={cn("text-sm text-red-600", className)}>
      {message}
    </p>
  );
}
