import { Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { latestSearchParams, useDataRouter } from "#app/lib/latest-search-params.ts";
import { cn } from "#app/lib/cn.ts";
import { Spinner } from "./ui/spinner.tsx";

/** Debounce of the list filters (ms): the list follows the typing without a request per key. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Whether a pending search may still be applied: not while the user is already on the way to
 * another page (a link clicked within the pause), which the search would otherwise cancel.
 */
export function searchMayApply(navigation: { state: string; location?: { pathname: string } }, pathname: string) {
  return navigation.state === "idle" || navigation.location?.pathname === pathname;
}

/**
 * The list filter: what is typed goes to the URL (`?q=`, page reset) after a short pause,
 * so the server runs the search and the URL can be shared or reloaded.
 */
export function SearchInput({
  label,
  placeholder = "Search",
  param = "q",
  resetParams = ["page"],
  debounceMs = SEARCH_DEBOUNCE_MS,
  pending = false,
  className,
}: {
  /** Accessible name, e.g. "Search accounts". */
  label: string;
  placeholder?: string;
  param?: string;
  /** Params dropped when the search changes (the page). */
  resetParams?: string[];
  debounceMs?: number;
  /** Shows a spinner while the list reloads. */
  pending?: boolean;
  className?: string;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlValue = searchParams.get(param) ?? "";
  const [value, setValue] = useState(urlValue);
  const typed = useRef(urlValue);
  const { pathname } = useLocation();
  const router = useDataRouter();

  // Back/forward or a link changed the URL: show what the URL says.
  useEffect(() => {
    if (urlValue !== typed.current) {
      typed.current = urlValue;
      setValue(urlValue);
    }
  }, [urlValue]);

  useEffect(() => {
    if (value === typed.current) return;
    const timer = setTimeout(() => {
      if (router && !searchMayApply(router.state.navigation, pathname)) return;
      typed.current = value;
      setSearchParams(
        (previous) => {
          const next = latestSearchParams(router?.state, pathname, previous);
          if (value.trim()) next.set(param, value);
          else next.delete(param);
          for (const name of resetParams) next.delete(name);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [value, debounceMs, param, resetParams, setSearchParams, router, pathname]);

  return (
    <div className={cn("relative w-full sm:max-w-xs", className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
      />
      <input
        type="search"
        role="searchbox"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && value) {
            event.preventDefault();
            setValue("");
          }
        }}
        className={cn(
          "h-9 w-full rounded-lg border border-neutral-200 bg-white pr-9 pl-9 text-sm text-neutral-900 shadow-xs [&::-webkit-search-cancel-button]:hidden",
          "placeholder:text-neutral-400 focus-visible:border-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600/20 focus-visible:outline-none",
        )}
      />
      <span className="absolute top-1/2 right-2 flex -translate-y-1/2 items-center">
        {pending ? (
          <Spinner className="mr-1 text-neutral-400" />
        ) : value ? (
          <button
            type="button"
            onClick={() => setValue("")}
            aria-label="Clear search"
            className="rounded p-1 text-neutral-400 hover:text-neutral-700 focus-visible:ring-2 focus-visible:ring-accent-600/40 focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </span>
    </div>
  );
}
