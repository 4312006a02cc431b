import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";

export interface TabLink {
  /** Relative (child route) or absolute path. */
  to: string;
  label: string;
}

/**
 * Tabs that are routes (settings, account, policy): an underlined NavLink per tab. On a narrow
 * screen the row scrolls sideways, and the current tab is scrolled into view.
 */
export function TabsNav({ label, tabs, className }: { label: string; tabs: TabLink[]; className?: string }) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!current || !nav.current) return;
    const row = nav.current;
    // only the row scrolls (scrollIntoView could move the page too)
    if (
      current.offsetLeft + current.offsetWidth > row.scrollLeft + row.clientWidth ||
      current.offsetLeft < row.scrollLeft
    )
      row.scrollLeft = current.offsetLeft + current.offsetWidth - row.clientWidth;
  }, [pathname]);
  return (
    <nav
      ref={nav}
      aria-label={label}
      className={cn("relative -mt-2 flex gap-1 overflow-x-auto border-b border-neutral-200", className)}
    >
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
