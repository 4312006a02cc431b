/**
 * What the side panel shows lives in the URL (docs/product/workspace.md): `file` and `page` open a
 * file in the PDF viewer at that page; `artifact_id` and `version` open an artifact version; neither
 * shows the workspace info.
 */
export type PanelView =
  | { kind: "info" }
  | { kind: "file"; fileId: string; page: number }
  | { kind: "artifact"; artifactId: string; version: number | null };

const PANEL_KEYS = ["file", "page", "artifact_id", "version"];

export function panelViewOf(search: URLSearchParams): PanelView {
  const artifactId = search.get("artifact_id");
  if (artifactId) {
    const version = Number(search.get("version"));
    return { kind: "artifact", artifactId, version: Number.isInteger(version) && version > 0 ? version : null };
  }
  const fileId = search.get("file");
  if (fileId) {
    const page = Number(search.get("page"));
    return { kind: "file", fileId, page: Number.isInteger(page) && page > 0 ? page : 1 };
  }
  return { kind: "info" };
}

/** The query string that shows `view`, keeping any other parameters. */
export function searchFor(current: URLSearchParams | string, view: PanelView): string {
  const next = new URLSearchParams(current);
  for (const key of PANEL_KEYS) next.delete(key);
  if (view.kind === "file") {
    next.set("file", view.fileId);
    next.set("page", String(view.page));
  } else if (view.kind === "artifact") {
    next.set("artifact_id", view.artifactId);
    if (view.version !== null) next.set("version", String(view.version));
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}

/** A file's address for the embedded viewer: shown inline, opened at `page` (Chromium's viewer reads #page). */
export function viewerUrl(fileUrl: string, page: number): string {
  const [path, query = ""] = fileUrl.split("#")[0]!.split("?");
  const params = new URLSearchParams(query);
  params.set("inline", "1");
  return `${path}?${params.toString()}#page=${page}`;
}

/** The artifact shown in the focus dialog (`focus=<artifact id>`), or null. */
export const FOCUS_PARAM = "focus";
export function withFocus(current: URLSearchParams | string, artifactId: string | null): string {
  const next = new URLSearchParams(current);
  if (artifactId) next.set(FOCUS_PARAM, artifactId);
  else next.delete(FOCUS_PARAM);
  const text = next.toString();
  return text ? `?${text}` : "";
}
