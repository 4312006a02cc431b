import {
  useEffect,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type MouseEvent,
  type TouchEvent,
} from "react";
import { PrefetchPageLinks, useLocation, useNavigate } from "react-router";

/**
 * An in-app link inside a link area (useLinkArea): a plain anchor, so a page with many links (a
 * table's rows, the sidebar) renders none of React Router's per-link work (ADR 050). It is a real
 * link for the keyboard, ctrl-click and a page without JavaScript, and carries `data-discover`
 * as a <Link> does.
 */
export function AreaLink({ href, children, ...rest }: ComponentPropsWithRef<"a"> & { href: string }) {
  return (
    <a {...rest} href={href} data-discover="true" data-area-link="">
      {children}
    </a>
  );
}

type AreaEvent = MouseEvent<HTMLElement> | FocusEvent<HTMLElement> | TouchEvent<HTMLElement>;

function areaLinkOf(event: AreaEvent): HTMLAnchorElement | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const anchor = target.closest<HTMLAnchorElement>("a[data-area-link]");
  return anchor && event.currentTarget.contains(anchor) ? anchor : null;
}

/** The clicks a <Link> follows in the app: the main button, no modifier key, no other target; the rest are the browser's. */
export function navigatesInApp(
  click: Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented">,
  target: string,
): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return false;
  return !target || target === "_self";
}

/**
 * What a <Link prefetch="intent"> does for one anchor, done once for every AreaLink inside an
 * element: spread `handlers` on that element and render `prefetch` inside it.
 * - A plain click navigates in the app (with `state`), replacing the entry when the link points
 *   at the current page; ctrl/cmd/shift/alt-clicks, other buttons and `target` are the browser's.
 * - Hovering, focusing or touching a link for 100 ms prefetches its page's modules and data.
 */
export function useLinkArea({ state }: { state?: unknown } = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [intent, setIntent] = useState<string | null>(null);
  const [prefetch, setPrefetch] = useState<string | null>(null);

  useEffect(() => {
    if (!intent) return;
    const timer = setTimeout(() => setPrefetch(intent), 100);
    return () => clearTimeout(timer);
  }, [intent]);

  const start = (event: AreaEvent) => {
    const anchor = areaLinkOf(event);
    if (anchor) setIntent(anchor.getAttribute("href"));
  };
  const cancel = (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    const anchor = areaLinkOf(event);
    if (!anchor) return;
    const next = event.relatedTarget;
    if (next instanceof Node && anchor.contains(next)) return; // moving within the same link
    setIntent(null);
    setPrefetch(null);
  };
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = areaLinkOf(event);
    const href = anchor?.getAttribute("href");
    if (!anchor || !href || !navigatesInApp(event, anchor.target)) return;
    event.preventDefault();
    navigate(href, { state, replace: href === `${location.pathname}${location.search}${location.hash}` });
  };

  return {
    handlers: { onClick, onMouseOver: start, onMouseOut: cancel, onFocus: start, onBlur: cancel, onTouchStart: start },
    prefetch: prefetch ? <PrefetchPageLinks page={prefetch} /> : null,
  };
}
