import { Link, useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A list's one-choice filter as links (URL-held `?<param>=`, works without JavaScript): the
 * default choice leaves the parameter out, and changing it starts at page 1. `pathname`: the
 * list's own address when the links also show under a child route (a slide-out over the list).
 */
export function FilterLinks<T extends string>({
  label,
  param,
  options,
  value,
  defaultValue,
  pathname,
}: {
  label: string;
  param: string;
  options: ReadonlyArray<FilterOption<T>>;
  value: T;
  defaultValue: T;
  pathname?: string;
}) {
  const location = useLocation();
  const hrefFor = (choice: T) => {
    const params = new URLSearchParams(location.search);
    params.delete("page");
    if (choice === defaultValue) params.delete(param);
    else params.set(param, choice.toLowerCase());
    const search = params.toString();
    return { pathname: pathname ?? location.pathname, search: search ? `?${search}` : "" };
  };
  return (
    <nav
      aria-label={label}
      className="flex max-w-full shrink-0 overflow-x-auto rounded-md border border-neutral-200 bg-white p-0.5"
    >
      {options.map((option) => (
        <Link
          key={option.value}
          to={hrefFor(option.value)}
          replace
          preventScrollReset
          aria-current={option.value === value ? "page" : undefined}
          className={cn(
            "rounded px-3 py-1 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-accent-600/40",
            option.value === value ? "bg-neutral-900 text-white" : "text-neutral-600 hover:text-neutral-900",
          )}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
