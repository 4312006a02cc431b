import { Check, ChevronsUpDown, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { Spinner } from "../ui/spinner.tsx";

export interface ContactOption {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}

const CONTACTS_QUERY = `query ContactOptions($search: String, $first: Int) { contacts(search: $search, first: $first) { id name email phone } }`;
/** Spec §9: a combobox shows at most 50 options. */
const MAX_OPTIONS = 50;

async function fetchContacts(search: string, signal: AbortSignal): Promise<ContactOption[]> {
  const response = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ query: CONTACTS_QUERY, variables: { search: search || null, first: MAX_OPTIONS } }),
    signal,
  });
  const body = (await response.json()) as { data?: { contacts: ContactOption[] } };
  return body.data?.contacts ?? [];
}

/**
 * Picks one of the agency's contacts: the contacts query runs only once this is shown (the
 * 'existing contact' option), then again as the user types (debounced, on the server).
 * The chosen id is submitted as `name`.
 */
export function ContactCombobox({
  id,
  name,
  initial,
  invalid,
  describedBy,
}: {
  id: string;
  name: string;
  initial?: ContactOption | null;
  invalid?: boolean;
  describedBy?: string;
}) {
  const listId = useId();
  const [selected, setSelected] = useState<ContactOption | null>(initial ?? null);
  const [text, setText] = useState(initial?.name ?? "");
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<ContactOption[]>([]);
  const [loading, setLoading] = useState(true);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const search = selected && text === selected.name ? "" : text.trim();

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      fetchContacts(search, controller.signal)
        .then((found) => {
          setOptions(found);
          setActive(0);
        })
        .catch(() => setOptions([]))
        .finally(() => !controller.signal.aborted && setLoading(false));
    }, search ? 250 : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);

  function choose(option: ContactOption) {
    setSelected(option);
    setText(option.name);
    setOpen(false);
  }

  return (
    <div className="relative">
      <input type="hidden" name={name} value={selected?.id ?? ""} />
      <div className="relative">
        <UserRound aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400" />
        <input
          ref={inputRef}
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-activedescendant={open && options[active] ? `${listId}-${options[active].id}` : undefined}
          autoComplete="off"
          placeholder="Search contacts by name or email"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setSelected(null);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 120)}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown") {
              event.preventDefault();
              setOpen(true);
              setActive((index) => Math.min(index + 1, options.length - 1));
            } else if (event.key === "ArrowUp") {
              event.preventDefault();
              setActive((index) => Math.max(index - 1, 0));
            } else if (event.key === "Enter" && open && options[active]) {
              event.preventDefault();
              choose(options[active]);
            } else if (event.key === "Escape" && open) {
              event.preventDefault();
              event.stopPropagation();
              setOpen(false);
            }
          }}
          className={cn(
            "h-9 w-full rounded-lg border border-neutral-200 bg-white pr-9 pl-9 text-sm text-neutral-900 shadow-xs placeholder:text-neutral-400",
            "focus-visible:border-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600/20 focus-visible:outline-none aria-invalid:border-red-500",
          )}
        />
        <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-neutral-400">
          {loading ? <Spinner /> : <ChevronsUpDown className="size-4" aria-hidden />}
        </span>
      </div>
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Contacts"
          className="absolute z-50 mt-1 max-h-60 w-full overflow-auto rounded-lg border border-neutral-200 bg-white py-1 text-sm shadow-lg"
        >
          {options.length === 0 ? (
            <li className="px-3 py-2 text-neutral-500">{loading ? "Loading contacts..." : "No contacts found"}</li>
          ) : (
            options.map((option, index) => (
              <li
                key={option.id}
                id={`${listId}-${option.id}`}
                role="option"
                aria-selected={selected?.id === option.id}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseEnter={() => setActive(index)}
                className={cn("flex cursor-pointer items-center gap-2 px-3 py-1.5", index === active && "bg-neutral-100")}
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-neutral-900">{option.name}</span>
                  <span className="block truncate text-xs text-neutral-500">{[option.email, option.phone].filter(Boolean).join(" · ")}</span>
                </span>
                {selected?.id === option.id ? <Check className="size-4 text-accent-600" aria-hidden /> : null}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
