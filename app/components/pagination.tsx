import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { buttonVariants } from "./ui/button.tsx";

const count = new Intl.NumberFormat("en-US");

/** Reads `?page=` (1-based; anything else is page 1). */
export function pageFromSearchParams(searchParams: URLSearchParams, param = "page"): number {
  const page = Number.parseInt(searchParams.get(param) ?? "1", 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/**
 * "Showing 1–25 of 1,234" and Previous/Next links that keep the other URL params. `totalCapped`:
 * more rows match than `total` (the count stopped there), so the total reads "1,000+" and Next
 * stays open.
 */
export function Pagination({
  page,
  pageSize,
  total,
  totalCapped = false,
  param = "page",
  className,
}: {
  page: number;
  pageSize: number;
  total: number;
  totalCapped?: boolean;
  param?: string;
  className?: string;
}) {
  const [searchParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const more = totalCapped ? "+" : "";
  const noNext = page >= pages && !totalCapped;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target <= 1) next.delete(param);
    else next.set(param, String(target));
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  const linkClass = (disabled: boolean) =>
    cn(buttonVariants({ variant: "secondary", size: "sm" }), disabled && "pointer-events-none opacity-50");
  return (
    <nav aria-label="Pagination" className={cn("flex items-center justify-between gap-4 text-sm", className)}>
      <p className="text-neutral-500 tabular-nums" aria-live="polite">
        {total === 0
          ? "No results"
          : `Showing ${count.format(first)}–${count.format(last)} of ${count.format(total)}${more}`}
      </p>
      {pages > 1 || totalCapped ? (
        <div className="flex items-center gap-2">
          <Link
            to={hrefFor(page - 1)}
            preventScrollReset
            aria-disabled={page <= 1 || undefined}
            tabIndex={page <= 1 ? -1 : undefined}
            className={linkClass(page <= 1)}
            rel="prev"
          >
            <ChevronLeft aria-hidden />
            <span className="hidden sm:inline">Previous</span>
            <span className="sr-only sm:hidden">Previous page</span>
          </Link>
          <span className="hidden text-neutral-500 tabular-nums sm:inline">
            Page {count.format(Math.min(page, pages))} of {count.format(pages)}
            {more}
          </span>
          <Link
            to={hrefFor(page + 1)}
            preventScrollReset
            aria-disabled={noNext || undefined}
            tabIndex={noNext ? -1 : undefined}
            className={linkClass(noNext)}
            rel="next"
          >
            <span className="hidden sm:inline">Next</span>
            <span className="sr-only sm:hidden">Next page</span>
            <ChevronRight aria-hidden />
          </Link>
        </div>
      ) : null}
    </nav>
  );
}
