import {
  PRESETS,
  WORKSPACE_DATE_RANGES,
  WORKSPACE_SORTS,
  WORKSPACE_STATES,
  type Preset,
  type WorkspaceDateRange,
  type WorkspaceSort,
  type WorkspaceState,
} from "#domain/workspace.ts";

/**
 * The workspaces list's view (docs/product/workspaces-list.md, "The list"): filters, group and sort.
 * It lives in the URL (`?status=&user=&date=&preset=&group=&sort=`) and is remembered in local storage.
 */
export const WORKSPACE_GROUPS = ["client", "date", "preset", "status", "user"] as const;
export type WorkspaceGroup = (typeof WORKSPACE_GROUPS)[number];

export interface WorkspaceView {
  status: WorkspaceState | null;
  user: string | null;
  date: WorkspaceDateRange | null;
  preset: Preset | null;
  group: WorkspaceGroup | null;
  sort: WorkspaceSort;
}

/** The URL params that make up the view (the search `q` and the `page` are not part of it). */
export const VIEW_PARAMS = ["status", "user", "date", "preset", "group", "sort"] as const;
export const VIEW_STORAGE_KEY = "cara.workspaces.view";

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | null =>
  value && (values as readonly string[]).includes(value) ? (value as T) : null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The view a URL asks for; anything unknown is dropped (date newest first by default). */
export function viewFromSearchParams(params: URLSearchParams): WorkspaceView {
  const user = params.get("user");
  return {
    status: oneOf(WORKSPACE_STATES, params.get("status")?.toUpperCase()),
    user: user && UUID.test(user) ? user : null,
    date: oneOf(WORKSPACE_DATE_RANGES, params.get("date")?.toUpperCase()),
    preset: oneOf(PRESETS, params.get("preset")),
    group: oneOf(WORKSPACE_GROUPS, params.get("group")?.toLowerCase()),
    sort: oneOf(WORKSPACE_SORTS, params.get("sort")?.toUpperCase()) ?? "DATE",
  };
}

/** The server sort a view uses: a grouped list is ordered by its group, so a group never splits across pages. */
export function effectiveSort(view: WorkspaceView): WorkspaceSort {
  if (!view.group) return view.sort;
  return view.group === "date" ? "DATE" : (view.group.toUpperCase() as WorkspaceSort);
}

/** The view as URL params (defaults left out), for the URL and for local storage. */
export function viewToParams(view: WorkspaceView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status) params.set("status", view.status);
  if (view.user) params.set("user", view.user);
  if (view.date) params.set("date", view.date);
  if (view.preset) params.set("preset", view.preset);
  if (view.group) params.set("group", view.group);
  if (view.sort !== "DATE") params.set("sort", view.sort);
  return params;
}

/** Whether the URL states any part of the view (then it wins over the remembered one). */
export const urlHasView = (params: URLSearchParams) => VIEW_PARAMS.some((name) => params.has(name));

/** `current` with the view part replaced by `view` (search kept, page reset). */
export function withView(current: URLSearchParams, view: WorkspaceView): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of VIEW_PARAMS) next.delete(name);
  next.delete("page");
  for (const [name, value] of viewToParams(view)) next.set(name, value);
  return next;
}
