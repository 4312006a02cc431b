import { useEffect, useRef } from "react";
import { useLocation, useSearchParams } from "react-router";
import { latestSearchParams, useDataRouter } from "#app/lib/latest-search-params.ts";
import {
  urlHasView,
  VIEW_PARAMS,
  VIEW_STORAGE_KEY,
  viewFromSearchParams,
  viewToParams,
  withView,
  type WorkspaceView,
} from "./workspace-view.ts";

function readStored(): string | null {
  try {
    return window.localStorage.getItem(VIEW_STORAGE_KEY);
  } catch {
    return null; // storage blocked: the view simply is not remembered
  }
}

function store(value: string) {
  try {
    window.localStorage.setItem(VIEW_STORAGE_KEY, value);
  } catch {
    // storage blocked or full: nothing to remember it in
  }
}

/**
 * The list's view from the URL, remembered in local storage: a visit whose URL states no view
 * gets the remembered one (the URL wins when it states one); every change is remembered.
 */
export function useWorkspaceView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewFromSearchParams(searchParams);
  const serialized = viewToParams(view).toString();
  const restored = useRef(false);

  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      const stored = readStored();
      if (!urlHasView(searchParams) && stored) {
        const remembered = viewFromSearchParams(new URLSearchParams(stored));
        setSearchParams(withView(searchParams, remembered), { replace: true, preventScrollReset: true });
        return;
      }
    }
    store(serialized);
    // only the view's own params matter here; the search and page change without touching storage
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialized]);

  // Each change builds on the URL last asked for: while the list reloads for one change, the next
  // (a filter, "Reset view", a search) keeps it, so quick successive changes never undo each other.
  const router = useDataRouter();
  const { pathname } = useLocation();
  const latest = () => latestSearchParams(router?.state, pathname, searchParams);
  const setView = (patch: Partial<WorkspaceView>) => {
    const base = latest();
    setSearchParams(withView(base, { ...viewFromSearchParams(base), ...patch }), {
      replace: true,
      preventScrollReset: true,
    });
  };
  const resetView = () => {
    const next = latest();
    for (const name of [...VIEW_PARAMS, "page"]) next.delete(name);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };
  return { view, setView, resetView };
}
