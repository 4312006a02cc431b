import type { WorkspaceDateRange, WorkspaceSort, WorkspaceState } from "#domain/workspace.ts";
import type { WorkspaceGroup } from "./workspace-view.ts";

/** The words of the workspaces list (docs/product/workspaces-list.md, "The list"). */
export const STATE_FILTER_LABELS: Record<WorkspaceState, string> = {
  CREATED: "Created",
  WAITING_FOR_INPUT: "Waiting for input",
  WORKING: "Working",
  IDLE: "Idle",
};

export const DATE_RANGE_LABELS: Record<WorkspaceDateRange, string> = {
  TODAY: "Today",
  YESTERDAY: "Yesterday",
  PAST_WEEK: "Past week",
  PAST_MONTH: "Past month",
  PAST_YEAR: "Past year",
};

export const GROUP_LABELS: Record<WorkspaceGroup, string> = {
  client: "Client",
  date: "Date",
  preset: "Preset",
  status: "Status",
  user: "User",
};

export const SORT_LABELS: Record<WorkspaceSort, string> = {
  CLIENT: "Client",
  DATE: "Date (newest first)",
  PRESET: "Preset",
  STATUS: "Status",
  USER: "User",
};
