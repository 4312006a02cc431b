import { NavLink } from "react-router";
import { cn } from "#app/lib/cn.ts";

export interface TabLink {
  /** Relative (child route) or absolute path. */
  to: string;
  label: string;
}

/** Tabs that are routes (settings, account, policy): an underlined NavLink per tab. */
export function TabsNav({ label, tabs, className }: { label: string; tabs: TabLink[]; className?: string }) {
  return (
    <nav aria-label={label} className={cn("-mt-2 flex gap-1 overflow-x-auto border-b border-neutral-200", className)}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          prefetch="intent"
          preventScrollReset
          className={({ isActive }) =>
            cn(
              "-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors",
              "rounded-t-sm outline-none focus-visible:ring-2 focus-visible:ring-accent-600/40",
              isActive
                ? "border-accent-600 text-accent-700"
                : "border-transparent text-neutral-600 hover:text-neutral-900",
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
