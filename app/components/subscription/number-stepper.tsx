import { Minus, Plus } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { Button } from "../ui/button.tsx";
import { Input } from "../ui/input.tsx";
import { Label } from "../ui/label.tsx";

/**
 * A whole-number field with − and + buttons. Typing keeps digits only; a value below the
 * minimum (or an empty field) is ignored and the field falls back to the last valid value
 * when it loses focus or on Enter. Arrow Up/Down step by one.
 */
export function NumberStepper({
  id,
  label,
  value,
  min,
  onChange,
  description,
  decrementLabel,
  incrementLabel,
  disabled,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  onChange: (value: number) => void;
  description?: string;
  decrementLabel: string;
  incrementLabel: string;
  disabled?: boolean;
}) {
  /** What is typed while editing; null shows `value`. */
  const [draft, setDraft] = useState<string | null>(null);
  const descriptionId = `${id}-description`;

  const accept = (text: string) => {
    if (text === "") return;
    const next = Number(text);
    if (Number.isSafeInteger(next) && next >= min && next !== value) onChange(next);
  };
  const step = (delta: number) => {
    setDraft(null);
    onChange(Math.max(min, value + delta));
  };
  const commit = () => {
    if (draft !== null) accept(draft);
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    } else if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      step(event.key === "ArrowUp" ? 1 : -1);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="secondary"
          size="icon"
          aria-label={decrementLabel}
          aria-controls={id}
          disabled={disabled || value <= min}
          onClick={() => step(-1)}
        >
          <Minus aria-hidden />
        </Button>
        <Input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={draft ?? String(value)}
          disabled={disabled}
          aria-describedby={description ? descriptionId : undefined}
          className="w-20 text-center tabular"
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, "");
            setDraft(digits);
            accept(digits);
          }}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          variant="secondary"
          size="icon"
          aria-label={incrementLabel}
          aria-controls={id}
          disabled={disabled}
          onClick={() => step(1)}
        >
          <Plus aria-hidden />
        </Button>
      </div>
      {description ? (
        <p id={descriptionId} className="text-xs text-neutral-500">
          {description}
        </p>
      ) : null}
    </div>
  );
}
