import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** A labelled value in a detail card; an empty value shows a dash. */
export function DetailItem({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn("min-w-0", wide && "col-span-full")}>
      <dt className="text-xs font-medium text-neutral-500">{label}</dt>
      <dd
        className={cn(
          "mt-1 text-sm text-neutral-900 tabular-nums",
          wide ? "break-words whitespace-pre-line" : "truncate",
        )}
      >
        {children === null || children === undefined || children === "" ? (
          <span className="text-neutral-400">—</span>
        ) : (
          children
        )}
      </dd>
    </div>
  );
}

/** A titled card of label/value pairs on a detail page (policy, service request). */
export function DetailCard({ title, children, columns = 4 }: { title: string; children: ReactNode; columns?: 2 | 4 }) {
  return (
    <section aria-label={title} className="rounded-lg border border-neutral-200 bg-white p-5">
      <h2 className="mb-4 text-sm font-semibold text-neutral-900">{title}</h2>
      <dl className={cn("grid grid-cols-2 gap-x-6 gap-y-4", columns === 4 && "md:grid-cols-4")}>{children}</dl>
    </section>
  );
}
