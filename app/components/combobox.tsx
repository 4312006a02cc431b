import { Check, ChevronsUpDown, X } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import {
  COMBOBOX_MAX_OPTIONS,
  COMBOBOX_MIN_QUERY,
  filterComboboxOptions,
  type ComboboxOption,
} from "#app/lib/combobox-filter.ts";
import { Spinner } from "./ui/spinner.tsx";

export type { ComboboxOption };

/**
 * Picks one option by typing (docs/product/shell-and-navigation.md, "Form fields"): at least 3
 * characters, then the options whose label, value or description contain the text
 * (case-insensitively), at most `maxOptions`. The chosen value is submitted as `name`. With
 * `loadOptions` the options come from the server.
 */
export function Combobox({
  id,
  name,
  label,
  options = [],
  loadOptions,
  defaultValue,
  defaultLabel,
  onValueChange,
  placeholder = "Type to search",
  maxOptions = COMBOBOX_MAX_OPTIONS,
  minQueryLength = COMBOBOX_MIN_QUERY,
  debounceMs = 250,
  "aria-invalid": invalid,
  "aria-describedby": describedBy,
  autoFocus,
  className,
}: {
  id: string;
  name?: string;
  /** Accessible name of the list, e.g. "Carriers". */
  label: string;
  options?: readonly ComboboxOption[];
  loadOptions?: (query: string, signal: AbortSignal) => Promise<ComboboxOption[]>;
  defaultValue?: string | null;
  defaultLabel?: string | null;
  onValueChange?: (option: ComboboxOption | null) => void;
  placeholder?: string;
  maxOptions?: number;
  minQueryLength?: number;
  /** The pause after typing before `loadOptions` runs (ms). */
  debounceMs?: number;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  autoFocus?: boolean;
  className?: string;
}) {
  const listId = useId();
  const initial =
    options.find((o) => o.value === defaultValue) ??
    (defaultValue ? { value: defaultValue, label: defaultLabel ?? defaultValue } : null);
  const [selected, setSelected] = useState<ComboboxOption | null>(initial);
  const [text, setText] = useState(initial?.label ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [result, setResult] = useState<{ query: string; options: ComboboxOption[] } | null>(null);
  const query = selected && text === selected.label ? "" : text.trim();
  const tooShort = query.length < minQueryLength;
  // searching while the server's answer is not for the text as it is now
  const loading = Boolean(loadOptions) && !tooShort && result?.query !== query;

  useEffect(() => {
    if (!loadOptions || tooShort) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadOptions(query, controller.signal)
        .then((found) => setResult({ query, options: found }))
        .catch(() => {
          if (!controller.signal.aborted) setResult({ query, options: [] });
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, tooShort, loadOptions, debounceMs]);

  const shown = useMemo(
    // the server already matched loaded options (its search may know more than their text shows)
    () =>
      loadOptions
        ? tooShort
          ? []
          : (result?.options ?? []).slice(0, maxOptions)
        : filterComboboxOptions(options, query, { minQueryLength, maxOptions }),
    [loadOptions, result, tooShort, options, query, minQueryLength, maxOptions],
  );

  function choose(option: ComboboxOption | null) {
    setSelected(option);
    setText(option?.label ?? "");
    setOpen(false);
    onValueChange?.(option);
  }

  const activeOption = open ? shown[Math.min(active, shown.length - 1)] : undefined;
  return (
    <div className={cn("relative", className)}>
      {name ? <input type="hidden" name={name} value={selected?.value ?? ""} /> : null}
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-activedescendant={activeOption ? `${listId}-${shown.indexOf(activeOption)}` : undefined}
        autoComplete="off"
        // a dialog whose first field is this combobox focuses it, as dialogs do their first field
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
          if (selected) {
            setSelected(null);
            onValueChange?.(null);
          }
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 120)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
            setActive((index) => Math.min(index + 1, shown.length - 1));
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            setActive((index) => Math.max(index - 1, 0));
          } else if (event.key === "Enter" && open && activeOption) {
            event.preventDefault();
            choose(activeOption);
          } else if (event.key === "Escape" && open) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
        className={cn(
          "h-9 w-full rounded-lg border border-neutral-200 bg-white pr-14 pl-3 text-sm text-neutral-900 shadow-xs placeholder:text-neutral-400",
          "focus-visible:border-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600/20 focus-visible:outline-none aria-invalid:border-red-500",
        )}
      />
      <span className="absolute top-1/2 right-2 flex -translate-y-1/2 items-center gap-1 text-neutral-400">
        {selected ? (
          <button
            type="button"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => choose(null)}
            className="rounded p-0.5 hover:text-neutral-700 focus-visible:ring-2 focus-visible:ring-accent-600/40 focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
        {loading ? <Spinner /> : <ChevronsUpDown className="size-4" aria-hidden />}
      </span>
      {open && shown.length === 0 ? (
        // a hint, not a listbox: a listbox may hold only options
        <p
          id={listId}
          role="status"
          className="absolute z-50 mt-1 w-full rounded-lg border border-neutral-200 bg-white px-3 py-2 text-sm text-neutral-500 shadow-lg"
        >
          {tooShort ? `Type at least ${minQueryLength} characters` : loading ? "Searching..." : "No matches"}
        </p>
      ) : null}
      {open && shown.length > 0 ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute z-50 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-neutral-200 bg-white py-1 text-sm shadow-lg"
        >
          {shown.map((option, index) => (
            // the keyboard chooses through the input (arrows and Enter, aria-activedescendant)
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={selected?.value === option.value}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseEnter={() => setActive(index)}
              className={cn(
                "flex cursor-pointer items-center gap-2 px-3 py-1.5",
                option === activeOption && "bg-neutral-100",
              )}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate text-neutral-900">{option.label}</span>
                {option.description ? (
                  <span className="block truncate text-xs text-neutral-500">{option.description}</span>
                ) : null}
              </span>
              {selected?.value === option.value ? <Check className="size-4 text-accent-600" aria-hidden /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
