import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import {
  PRESET_LABELS,
  PRESETS,
  WORKSPACE_DATE_RANGES,
  WORKSPACE_SORTS,
  WORKSPACE_STATE_ORDER,
} from "#domain/workspace.ts";
import { selectClass } from "#app/components/address-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { DATE_RANGE_LABELS, GROUP_LABELS, SORT_LABELS, STATE_FILTER_LABELS } from "./workspace-labels.ts";
import { effectiveSort, WORKSPACE_GROUPS, type WorkspaceView } from "./workspace-view.ts";

export interface FilterUser {
  id: string;
  name: string;
}

function ViewSelect({
  label,
  value,
  onChange,
  disabled,
  title,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  title?: string;
  children: ReactNode;
}) {
  return (
    <select
      aria-label={label}
      title={title ?? label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      className={cn(selectClass, "h-8 w-full sm:w-auto sm:max-w-60 disabled:opacity-60")}
    >
      {children}
    </select>
  );
}

/** Status, user, date and preset filters, then group and sort; each change reloads the list from page 1. */
export function WorkspaceFilters({
  view,
  users,
  onChange,
  onReset,
}: {
  view: WorkspaceView;
  users: FilterUser[];
  onChange: (patch: Partial<WorkspaceView>) => void;
  onReset: () => void;
}) {
  const set = onChange;
  const changed = Boolean(view.status || view.user || view.date || view.preset || view.group || view.sort !== "DATE");
  return (
    <div role="group" aria-label="Filter, group and sort" className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      <ViewSelect
        label="Status"
        value={view.status ?? ""}
        onChange={(value) => set({ status: (value || null) as WorkspaceView["status"] })}
      >
        <option value="">All statuses</option>
        {WORKSPACE_STATE_ORDER.map((state) => (
          <option key={state} value={state}>
            {STATE_FILTER_LABELS[state]}
          </option>
        ))}
      </ViewSelect>
      <ViewSelect label="User" value={view.user ?? ""} onChange={(value) => set({ user: value || null })}>
        <option value="">All users</option>
        {users.map((user) => (
          <option key={user.id} value={user.id}>
            {user.name}
          </option>
        ))}
      </ViewSelect>
      <ViewSelect
        label="Date"
        value={view.date ?? ""}
        onChange={(value) => set({ date: (value || null) as WorkspaceView["date"] })}
      >
        <option value="">Any date</option>
        {WORKSPACE_DATE_RANGES.map((range) => (
          <option key={range} value={range}>
            {DATE_RANGE_LABELS[range]}
          </option>
        ))}
      </ViewSelect>
      <ViewSelect
        label="Preset"
        value={view.preset ?? ""}
        onChange={(value) => set({ preset: (value || null) as WorkspaceView["preset"] })}
      >
        <option value="">All presets</option>
        {PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {PRESET_LABELS[preset]}
          </option>
        ))}
      </ViewSelect>
      <ViewSelect
        label="Group by"
        value={view.group ?? ""}
        onChange={(value) => set({ group: (value || null) as WorkspaceView["group"] })}
      >
        <option value="">No grouping</option>
        {WORKSPACE_GROUPS.map((group) => (
          <option key={group} value={group}>
            Group by {GROUP_LABELS[group].toLowerCase()}
          </option>
        ))}
      </ViewSelect>
      <ViewSelect
        label="Sort by"
        value={effectiveSort(view)}
        disabled={Boolean(view.group)}
        title={view.group ? "A grouped list is ordered by its group" : "Sort by"}
        onChange={(value) => set({ sort: value as WorkspaceView["sort"] })}
      >
        {WORKSPACE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            Sort by {SORT_LABELS[sort].replace(/^./, (c) => c.toLowerCase())}
          </option>
        ))}
      </ViewSelect>
      {changed ? (
        <Button variant="ghost" size="sm" onClick={onReset} className="col-span-2 justify-self-start sm:col-span-1">
          <RotateCcw aria-hidden />
          Reset view
        </Button>
      ) : null}
    </div>
  );
}
