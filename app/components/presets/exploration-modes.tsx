import { useState } from "react";
import { EXPLORATION_MODES, type ExplorationMode } from "#domain/preset-options.ts";
import { cn } from "#app/lib/cn.ts";
import { EXPLORATION_MODE_LABELS } from "./preset-form-model.ts";
import { GroupError } from "./group-error.tsx";

/** Explore a Policy's "Mode" radio group: Ask, Explore Exclusions, Summarize Coverage, Coverage Gap Analysis, each with its hint. */
export function ExplorationModes({ error }: { error?: string }) {
  const [mode, setMode] = useState<ExplorationMode>("ASK");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-neutral-900">Mode</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {EXPLORATION_MODES.map((value) => (
          <label
            key={value}
            className={cn(
              "flex cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 text-sm text-neutral-900",
              mode === value ? "border-accent-600 bg-accent-50" : "border-neutral-200",
            )}
          >
            <input
              type="radio"
              name="explorationMode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              aria-describedby={`preset-mode-${value}-hint`}
              className="mt-0.5 size-4 shrink-0 border-neutral-300 accent-accent-600"
            />
            <span className="flex flex-col gap-0.5 font-medium">
              {EXPLORATION_MODE_LABELS[value].label}
              <span id={`preset-mode-${value}-hint`} className="text-xs font-normal text-neutral-500">
                {EXPLORATION_MODE_LABELS[value].hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      <GroupError error={error} />
    </fieldset>
  );
}
