import type { ReactNode } from "react";

/** A detail tab's list: its heading, an optional line under it and an action on the right, then the content. */
export function TabSection({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={id} className="text-sm font-semibold text-neutral-900">
            {title}
          </h2>
          {description ? <p className="text-sm text-neutral-500">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
