import { Link, useLocation } from "react-router";
import type { StatusFilter } from "#domain/service-request.ts";
import { cn } from "#app/lib/cn.ts";

const OPTIONS: Array<{ value: StatusFilter; label: string }> = [
  { value: "OPEN", label: "Open" },
  { value: "CLOSED", label: "Closed" },
  { value: "ALL", label: "All" },
];

/** Open / Closed / All as links (URL-held, works without JavaScript); changing it starts at page 1. */
export function StatusFilterLinks({ value }: { value: StatusFilter }) {
  const location = useLocation();
  const hrefFor = (status: StatusFilter) => {
    const params = new URLSearchParams(location.search);
    params.delete("page");
    if (status === "OPEN") params.delete("status");
    else params.set("status", status.toLowerCase());
    const search = params.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : "" };
  };
  return (
    <nav aria-label="Status" className="inline-flex shrink-0 rounded-md border border-neutral-200 bg-white p-0.5">
      {OPTIONS.map((option) => (
        <Link
          key={option.value}
          to={hrefFor(option.value)}
          replace
          preventScrollReset
          aria-current={option.value === value ? "page" : undefined}
          className={cn(
            "rounded px-3 py-1 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-accent-600/40",
            option.value === value ? "bg-neutral-900 text-white" : "text-neutral-600 hover:text-neutral-900",
          )}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
