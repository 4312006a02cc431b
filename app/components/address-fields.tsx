import { getInputProps, useInputControl, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { US_STATES } from "#domain/us-states.ts";
import { cn } from "#app/lib/cn.ts";
import { FormField } from "./form-field.tsx";
import { Input } from "./ui/input.tsx";

export interface AddressDraft {
  line1: string;
  line2?: string | null;
  city: string;
  zone: string;
  postalCode: string;
}

export interface ZipLookup {
  postalCode: string;
  city: string;
  zone: string;
}

const ZIP_QUERY = `query UsZipCode($postalCode: String!) { usZipCode(postalCode: $postalCode) { postalCode city zone } }`;

/** Asks the API which city and state a ZIP belongs to (offline table, or Mapbox when configured). */
export async function lookupZip(postalCode: string, signal?: AbortSignal): Promise<ZipLookup | null> {
  const response = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ query: ZIP_QUERY, variables: { postalCode } }),
    signal,
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: { usZipCode: ZipLookup | null } };
  return body.data?.usZipCode ?? null;
}

export const selectClass = cn(
  "h-9 w-full min-w-0 rounded-lg border border-neutral-200 bg-white px-2.5 text-sm text-neutral-900 shadow-xs",
  "focus-visible:border-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600/20 focus-visible:outline-none",
  "aria-invalid:border-red-500",
);

/**
 * A US mailing address for a Conform form: street, unit, ZIP, city and state. Typing a
 * 5-digit ZIP fills city and state (unless the user typed their own).
 */
export function AddressFields({
  address,
  className,
  autoFocus,
}: {
  address: FieldMetadata<AddressDraft | undefined | null, any, string[]>;
  className?: string;
  autoFocus?: boolean;
}) {
  const fields = address.getFieldset();
  const city = useInputControl(fields.city);
  const zone = useInputControl(fields.zone);
  const postalCode = useInputControl(fields.postalCode);
  const [status, setStatus] = useState<string | null>(null);
  const autofilled = useRef<{ city: string; zone: string } | null>(null);
  const lastLookup = useRef<string | null>(null);

  const zip5 = /^\d{5}/.exec(postalCode.value ?? "")?.[0] ?? null;
  useEffect(() => {
    if (!zip5 || zip5 === lastLookup.current) return;
    lastLookup.current = zip5;
    const controller = new AbortController();
    lookupZip(zip5, controller.signal)
      .then((found) => {
        if (!found) {
          setStatus("We don't know this ZIP code; enter the city and state.");
          return;
        }
        setStatus(null);
        const untouched = (value: string | undefined, filled: string | undefined) => !value || value === filled;
        if (untouched(city.value, autofilled.current?.city)) city.change(found.city);
        if (untouched(zone.value, autofilled.current?.zone)) zone.change(found.zone);
        autofilled.current = { city: found.city, zone: found.zone };
      })
      .catch(() => {
        if (!controller.signal.aborted) lastLookup.current = null; // offline: try again on the next keystroke
      });
    return () => controller.abort();
    // city/zone controls change identity every render; the lookup depends on the ZIP only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zip5]);

  return (
    <div className={cn("grid grid-cols-6 gap-x-3 gap-y-4", className)}>
      <FormField field={fields.line1} label="Street address" className="col-span-6">
        {(props) => (
          <Input
            {...getInputProps(fields.line1, { type: "text" })}
            {...props}
            autoComplete="address-line1"
            autoFocus={autoFocus}
          />
        )}
      </FormField>
      <FormField field={fields.line2} label="Apt, suite, unit (optional)" className="col-span-6">
        {(props) => (
          <Input {...getInputProps(fields.line2, { type: "text" })} {...props} autoComplete="address-line2" />
        )}
      </FormField>
      <FormField
        field={fields.postalCode}
        label="ZIP code"
        className="col-span-6 sm:col-span-2"
        description={(zip5 && status) || undefined}
      >
        {(props) => (
          <Input
            {...props}
            key={fields.postalCode.key}
            name={fields.postalCode.name}
            value={postalCode.value ?? ""}
            onChange={(event) => postalCode.change(event.target.value.replace(/[^\d-]/g, "").slice(0, 10))}
            onFocus={postalCode.focus}
            onBlur={postalCode.blur}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="02108"
            className="tabular-nums"
          />
        )}
      </FormField>
      <FormField field={fields.city} label="City" className="col-span-4 sm:col-span-2">
        {(props) => (
          <Input
            {...props}
            key={fields.city.key}
            name={fields.city.name}
            value={city.value ?? ""}
            onChange={(event) => city.change(event.target.value)}
            onFocus={city.focus}
            onBlur={city.blur}
            autoComplete="address-level2"
          />
        )}
      </FormField>
      <FormField field={fields.zone} label="State" className="col-span-2 sm:col-span-2">
        {(props) => (
          <select
            {...props}
            key={fields.zone.key}
            name={fields.zone.name}
            value={zone.value ?? ""}
            onChange={(event) => zone.change(event.target.value)}
            onFocus={zone.focus}
            onBlur={zone.blur}
            autoComplete="address-level1"
            className={selectClass}
          >
            <option value="">State</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.code} — {state.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
