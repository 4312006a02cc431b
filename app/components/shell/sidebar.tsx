import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { withDialog } from "#app/lib/dialog-param.ts";
import { AreaLink, useLinkArea } from "../link-area.tsx";
import { Logo } from "../logo.tsx";
import { Tooltip } from "../ui/tooltip.tsx";
import { documentationItem, navGroups, settingsItem, type NavItem } from "./nav-items.ts";

const itemClass = (active: boolean, collapsed: boolean) =>
  cn(
    "flex h-9 items-center gap-3 rounded-lg text-sm font-medium transition-colors [&_svg]:size-5 [&_svg]:shrink-0",
    collapsed ? "justify-center px-0" : "px-2.5",
    active ? "bg-accent-50 text-accent-700" : "text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900",
  );

function WithTooltip({ collapsed, label, children }: { collapsed: boolean; label: string; children: ReactNode }) {
  return collapsed ? <Tooltip label={label}>{children}</Tooltip> : <>{children}</>;
}

/** Like a NavLink: active on its page and the pages under it. */
function isActivePath(pathname: string, to: string) {
  const path = pathname.toLowerCase();
  return path === to || path.startsWith(`${to}/`);
}

function SidebarLink({ item, collapsed, pathname }: { item: NavItem; collapsed: boolean; pathname: string }) {
  const Icon = item.icon;
  const active = isActivePath(pathname, item.to);
  return (
    <WithTooltip collapsed={collapsed} label={item.label}>
      <AreaLink
        href={item.to}
        aria-label={collapsed ? item.label : undefined}
        aria-current={active ? "page" : undefined}
        className={itemClass(active, collapsed)}
      >
        <Icon aria-hidden />
        {collapsed ? null : <span className="truncate">{item.label}</span>}
      </AreaLink>
    </WithTooltip>
  );
}

/**
 * The navigation: the sidebar groups (docs/product/shell-and-navigation.md), then Documentation and
 * Settings at the bottom. Its items are one link area (ADR 050): plain anchors, one click handler
 * and one intent prefetch for all of them.
 */
export function SidebarNav({ collapsed }: { collapsed: boolean }) {
  const location = useLocation();
  const links = useLinkArea();
  const DocsIcon = documentationItem.icon;
  return (
    <div className="flex h-full flex-col" {...links.handlers}>
      <div className={cn("flex h-14 shrink-0 items-center", collapsed ? "justify-center" : "px-4")}>
        <Link to="/app/home" className="rounded-md" aria-label="Cara home">
          <Logo compact={collapsed} />
        </Link>
      </div>
      <nav aria-label="Main" className={cn("flex-1 overflow-y-auto pb-4", collapsed ? "px-2" : "px-3")}>
        {navGroups.map((group, index) => (
          <div key={group.label ?? index} className="mt-4 first:mt-1">
            {group.label && !collapsed ? (
              <p className="px-2.5 pb-1 text-xs font-medium text-neutral-500">{group.label}</p>
            ) : null}
            {group.label && collapsed ? <div className="mx-2 mb-2 border-t border-neutral-200" aria-hidden /> : null}
            <ul className="flex flex-col gap-0.5">
              {group.items.map((item) => (
                <li key={item.to}>
                  <SidebarLink item={item} collapsed={collapsed} pathname={location.pathname} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div
        className={cn("flex shrink-0 flex-col gap-0.5 border-t border-neutral-200 py-3", collapsed ? "px-2" : "px-3")}
      >
        <WithTooltip collapsed={collapsed} label={documentationItem.label}>
          <Link
            to={{ pathname: location.pathname, search: withDialog(location.search, documentationItem.dialog) }}
            preventScrollReset
            aria-label={collapsed ? documentationItem.label : undefined}
            aria-haspopup="dialog"
            className={itemClass(false, collapsed)}
          >
            <DocsIcon aria-hidden />
            {collapsed ? null : <span>{documentationItem.label}</span>}
          </Link>
        </WithTooltip>
        <SidebarLink item={settingsItem} collapsed={collapsed} pathname={location.pathname} />
      </div>
      {links.prefetch}
    </div>
  );
}
