import { useState, type ComponentProps } from "react";
import { percentToRate, rateToPercent, sanitizePercentInput } from "#domain/money.ts";
import { cn } from "#app/lib/cn.ts";
import { Input } from "./ui/input.tsx";

type InputProps = Omit<ComponentProps<"input">, "value" | "defaultValue" | "onChange" | "type" | "name">;

/**
 * A percentage (docs/product/shell-and-navigation.md, "Form fields"): the typed value is divided by
 * 100 — "12.5" submits the rate "0.125" under `name` — and shows up to 2 decimals. `rate` makes it
 * follow the parent.
 */
export function PercentInput({
  name,
  defaultRate,
  rate,
  onValueChange,
  className,
  onBlur,
  ...props
}: InputProps & {
  name?: string;
  defaultRate?: string | null;
  rate?: string | null;
  onValueChange?: (rate: string | null) => void;
}) {
  const [focused, setFocused] = useState(false);
  const [text, setText] = useState(() => rateToPercent(rate ?? defaultRate ?? ""));
  // a controlled rate shows the parent's value except while the user edits it
  const shown = rate !== undefined && !focused ? rateToPercent(rate ?? "") : text;
  return (
    <div className="relative">
      {name ? <input type="hidden" name={name} value={percentToRate(shown) ?? ""} /> : null}
      <Input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={shown}
        className={cn("pr-8 tabular-nums", className)}
        onFocus={() => {
          setText(shown);
          setFocused(true);
        }}
        onChange={(event) => {
          const next = sanitizePercentInput(event.target.value);
          setText(next);
          onValueChange?.(percentToRate(next));
        }}
        onBlur={(event) => {
          setFocused(false);
          setText((current) => rateToPercent(percentToRate(current)));
          onBlur?.(event);
        }}
      />
      <span
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-neutral-500"
      >
        %
      </span>
    </div>
  );
}
