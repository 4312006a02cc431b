import { useState, type ComponentProps } from "react";
import { formatCurrencyInput, sanitizeCurrencyInput } from "#domain/money.ts";
import { cn } from "#app/lib/cn.ts";
import { Input } from "./ui/input.tsx";

type InputProps = Omit<ComponentProps<"input">, "value" | "defaultValue" | "onChange" | "type">;

/**
 * A US dollar amount (docs/product/shell-and-navigation.md, "Form fields"): typing keeps only digits
 * and one decimal point (2 decimals at most); on blur it shows "$1,234.50". The submitted value is
 * what is shown ("$1,234.50"), which the money schema reads. `value` makes it follow the parent (a
 * computed amount).
 */
export function CurrencyInput({
  defaultValue,
  value,
  onValueChange,
  className,
  onFocus,
  onBlur,
  ...props
}: InputProps & { defaultValue?: string | null; value?: string | null; onValueChange?: (amount: string) => void }) {
  const [focused, setFocused] = useState(false);
  const [text, setText] = useState(() => formatCurrencyInput(value ?? defaultValue ?? ""));
  // a controlled amount shows the parent's value except while the user edits it
  const shown = value !== undefined && !focused ? formatCurrencyInput(value ?? "") : text;
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      className={cn("tabular-nums", className)}
      onFocus={(event) => {
        setFocused(true);
        // the plain number to edit ("$1,200.00" → "1200"), all of it selected so typing replaces it
        const input = event.currentTarget;
        const raw = sanitizeCurrencyInput(input.value).replace(/\.00$/, "");
        setText(raw);
        if (raw !== input.value) {
          requestAnimationFrame(() => {
            if (document.activeElement === input && input.value === raw) input.select();
          });
        }
        onFocus?.(event);
      }}
      onChange={(event) => {
        const next = sanitizeCurrencyInput(event.target.value);
        setText(next);
        onValueChange?.(next);
      }}
      onBlur={(event) => {
        setFocused(false);
        setText((current) => formatCurrencyInput(current));
        onBlur?.(event);
      }}
    />
  );
}
