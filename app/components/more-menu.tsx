import { ChevronDown, MoreHorizontal, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { Button } from "./ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu.tsx";

export interface MoreMenuItem {
  label: string;
  icon: LucideIcon;
  /** A link; without it (or when disabled) the item is shown greyed out. */
  to?: string;
  disabled?: boolean;
  title?: string;
  destructive?: boolean;
  /** Draws a separator above the item. */
  separated?: boolean;
}

const itemClass = "flex items-center gap-2 rounded-md px-2 py-1.5 [&_svg]:size-4 [&_svg]:text-neutral-500";

/** A menu button other than More (e.g. a page's "Add Document"): its words, and the primary look. */
export interface MenuTrigger {
  label: string;
  icon?: LucideIcon;
  primary?: boolean;
}

const summaryClass =
  "inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-md px-3 text-sm font-medium [&::-webkit-details-marker]:hidden";

/**
 * A page's More menu (or another menu of links, given `trigger`). Before the scripts run (or
 * without them) it is a native disclosure whose items are plain links, so every action behind
 * it is reachable without JavaScript.
 */
export function MoreMenu({
  items,
  compactLabel = false,
  trigger,
}: {
  items: MoreMenuItem[];
  compactLabel?: boolean;
  trigger?: MenuTrigger;
}) {
  const hydrated = useHydrated();
  const Icon = trigger ? trigger.icon : MoreHorizontal;
  const ariaLabel = trigger ? undefined : "More actions";
  const label = <span className={compactLabel ? "hidden sm:inline" : undefined}>{trigger?.label ?? "More"}</span>;
  const chevron = trigger ? <ChevronDown className="size-4 opacity-70" aria-hidden /> : null;
  if (!hydrated) {
    return (
      <details className="relative">
        <summary
          aria-label={ariaLabel}
          className={cn(
            summaryClass,
            trigger?.primary
              ? "bg-accent-600 text-white shadow-xs hover:bg-accent-700"
              : "border border-neutral-200 bg-white text-neutral-900",
          )}
        >
          {Icon ? <Icon className="size-4" aria-hidden /> : null}
          {label}
          {chevron}
        </summary>
        <ul className="absolute right-0 z-50 mt-1.5 min-w-48 rounded-lg border border-neutral-200 bg-white p-1 text-sm shadow-lg">
          {items.map((item) => (
            <li key={item.label} className={item.separated ? "mt-1 border-t border-neutral-200 pt-1" : undefined}>
              {item.to && !item.disabled ? (
                <Link
                  to={item.to}
                  className={cn(
                    itemClass,
                    "hover:bg-neutral-100",
                    item.destructive ? "text-red-700" : "text-neutral-800",
                  )}
                >
                  <item.icon aria-hidden />
                  {item.label}
                </Link>
              ) : (
                <span aria-disabled="true" title={item.title} className={cn(itemClass, "text-neutral-800 opacity-50")}>
                  <item.icon aria-hidden />
                  {item.label}
                </span>
              )}
            </li>
          ))}
        </ul>
      </details>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={trigger?.primary ? "primary" : "secondary"} aria-label={ariaLabel}>
          {Icon ? <Icon aria-hidden /> : null}
          {label}
          {chevron}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {items.map((item) => {
          const enabled = Boolean(item.to) && !item.disabled;
          return [
            item.separated ? <DropdownMenuSeparator key={`${item.label}-separator`} /> : null,
            <DropdownMenuItem
              key={item.label}
              disabled={!enabled}
              asChild={enabled}
              title={item.title}
              className={item.destructive ? "text-red-700" : undefined}
            >
              {enabled ? (
                <Link to={item.to!} preventScrollReset>
                  <item.icon aria-hidden />
                  {item.label}
                </Link>
              ) : (
                <>
                  <item.icon aria-hidden />
                  {item.label}
                </>
              )}
            </DropdownMenuItem>,
          ];
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
