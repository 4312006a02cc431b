import { PRESET_LABELS, WORKSPACE_STATE_ORDER, type Preset, type WorkspaceState } from "#domain/workspace.ts";
import type { WorkspaceGroup } from "./workspace-view.ts";

/** What the list shows of a workspace. */
export interface WorkspaceRow {
  id: string;
  title: string;
  state: WorkspaceState;
  preset: Preset | null;
  updatedAt: string;
  metadata: { clientName: string | null };
  agencyUser: { id: string; name: string } | null;
  integration: { type: string } | null;
}

export interface WorkspaceRowGroup {
  key: string;
  label: string;
  rows: WorkspaceRow[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const DATE_GROUPS = ["Today", "Yesterday", "Past week", "Past month", "Past year", "Older"] as const;

/** The date group of a change: calendar Today/Yesterday (the viewer's day), then rolling 7, 30, 365 days. */
export function dateGroupOf(value: string, now: Date): (typeof DATE_GROUPS)[number] {
  const at = new Date(value);
  const todayStart = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (at.getTime() >= todayStart) return "Today";
  if (at.getTime() >= todayStart - DAY_MS) return "Yesterday";
  const age = now.getTime() - at.getTime();
  if (age <= 7 * DAY_MS) return "Past week";
  if (age <= 30 * DAY_MS) return "Past month";
  if (age <= 365 * DAY_MS) return "Past year";
  return "Older";
}

/** Who a workspace belongs to: its agency user, else the integration that made it. */
export const workspaceOwner = (row: WorkspaceRow): string | null =>
  row.agencyUser?.name ?? row.integration?.type ?? null;

function groupLabel(row: WorkspaceRow, group: WorkspaceGroup, now: Date): string {
  switch (group) {
    case "client":
      return row.metadata.clientName ?? "No client";
    case "date":
      return dateGroupOf(row.updatedAt, now);
    case "preset":
      return row.preset ? PRESET_LABELS[row.preset] : "No preset";
    case "status":
      return row.state;
    case "user":
      return workspaceOwner(row) ?? "No user";
  }
}

const STATE_GROUP_LABELS: Record<WorkspaceState, string> = {
  CREATED: "Created",
  WAITING_FOR_INPUT: "Waiting for input",
  WORKING: "Working",
  IDLE: "Idle",
};

/**
 * The page's rows in groups: status in the order Created, Waiting for input, Working, Idle; dates
 * newest first; the others in the order the server sorted them (the list is sorted by its group).
 */
export function groupRows(rows: WorkspaceRow[], group: WorkspaceGroup, now: Date): WorkspaceRowGroup[] {
  const groups = new Map<string, WorkspaceRowGroup>();
  for (const row of rows) {
    const key = groupLabel(row, group, now);
    const label = group === "status" ? STATE_GROUP_LABELS[row.state] : key;
    const existing = groups.get(key) ?? { key, label, rows: [] };
    existing.rows.push(row);
    groups.set(key, existing);
  }
  const list = [...groups.values()];
  const rank =
    group === "status"
      ? (key: string) => WORKSPACE_STATE_ORDER.indexOf(key as WorkspaceState)
      : group === "date"
        ? (key: string) => DATE_GROUPS.indexOf(key as (typeof DATE_GROUPS)[number])
        : null;
  return rank ? list.sort((a, b) => rank(a.key) - rank(b.key)) : list;
}
