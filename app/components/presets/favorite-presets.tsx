import { Check } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { PRESETS, PRESET_DESCRIPTIONS, PRESET_LABELS, type Preset } from "#domain/workspace.ts";
import { replyError } from "#app/components/copilot/reply-error.ts";
import { cn } from "#app/lib/cn.ts";

/** How long 'Saved' shows after a change is saved (spec §9). */
export const SAVED_INDICATOR_MS = 2000;

/** A custom preset as the Custom Presets tab lists it. */
export interface FavoriteCustomPreset {
  id: string;
  title: string;
  description: string | null;
}

type Tab = "builtin" | "custom";

/**
 * The Customize presets dialog's body (docs/product/home-and-presets.md): tabs Builtin Presets and
 * Custom Presets (the second only when custom presets exist), one checkbox per preset; each change
 * is saved at once (PUT JSON to /app/home/preferences) and 'Saved' shows for 2 seconds.
 */
export function FavoritePresets({
  favorites,
  favoriteCustomPresets,
  customPresets,
}: {
  favorites: readonly string[];
  favoriteCustomPresets: readonly string[];
  customPresets: readonly FavoriteCustomPreset[];
}) {
  const fetcher = useFetcher<{ saved?: true; error?: string }>({ key: "preset-preferences" });
  const [presets, setPresets] = useState<Preset[]>(() => PRESETS.filter((preset) => favorites.includes(preset)));
  const [customIds, setCustomIds] = useState<string[]>(() => [...favoriteCustomPresets]);
  const [tab, setTab] = useState<Tab>("builtin");
  const [savedTick, setSavedTick] = useState(0);
  const [showSaved, setShowSaved] = useState(false);
  const tabsId = useId();

  const saving = fetcher.state !== "idle";
  const error = saving ? undefined : replyError(fetcher.data);
  // a save that came back: 'Saved' from now for 2 s (state adjusted while rendering, cleared by a timer)
  const [answered, setAnswered] = useState(fetcher.data);
  if (!saving && fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data?.saved) {
      setSavedTick((tick) => tick + 1);
      setShowSaved(true);
    }
  }
  useEffect(() => {
    if (savedTick === 0) return;
    const timer = setTimeout(() => setShowSaved(false), SAVED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [savedTick]);

  const save = (next: { presets: Preset[]; customPresetIds: string[] }) =>
    fetcher.submit(
      { favoritePresets: next },
      { method: "PUT", action: "/app/home/preferences", encType: "application/json" },
    );
  const toggle = (preset: Preset, on: boolean) => {
    const next = PRESETS.filter((candidate) => (candidate === preset ? on : presets.includes(candidate)));
    setPresets(next);
    save({ presets: next, customPresetIds: customIds });
  };
  const toggleCustom = (id: string, on: boolean) => {
    const next = on ? [...customIds, id] : customIds.filter((kept) => kept !== id);
    setCustomIds(next);
    save({ presets, customPresetIds: next });
  };

  const tabs: Array<{ id: Tab; label: string }> = [
    { id: "builtin", label: "Builtin Presets" },
    ...(customPresets.length > 0 ? [{ id: "custom" as const, label: "Custom Presets" }] : []),
  ];
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <div role="tablist" aria-label="Preset kinds" className="flex gap-1 border-b border-neutral-200">
          {tabs.map((item) => (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${tabsId}-${item.id}-tab`}
              aria-selected={tab === item.id}
              aria-controls={`${tabsId}-${item.id}-panel`}
              onClick={() => setTab(item.id)}
              className={cn(
                "-mb-px border-b-2 px-2 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-accent-600/40 focus-visible:outline-none",
                tab === item.id
                  ? "border-accent-600 text-neutral-900"
                  : "border-transparent text-neutral-500 hover:text-neutral-900",
              )}
            >
              {item.label}
            </button>
          ))}
        </div>
        <p role="status" className="flex min-h-5 items-center gap-1 text-sm text-neutral-600">
          {showSaved && !error ? (
            <>
              <Check aria-hidden className="size-4 text-green-600" />
              Saved
            </>
          ) : null}
        </p>
      </div>
      <p className="text-sm text-neutral-500">
        Home shows the presets you check. With none checked, it shows them all.
      </p>
      <div role="tabpanel" aria-labelledby={`${tabsId}-${tab}-tab`} id={`${tabsId}-${tab}-panel`}>
        {tab === "builtin" ? (
          <ul
            id={`${tabsId}-builtin`}
            aria-labelledby={`${tabsId}-builtin-tab`}
            className="flex flex-col divide-y divide-neutral-100 rounded-lg border border-neutral-200"
          >
            {PRESETS.map((preset) => (
              <li key={preset} className="flex items-start gap-3 px-3 py-2.5 hover:bg-neutral-50">
                <input
                  type="checkbox"
                  id={`${tabsId}-preset-${preset}`}
                  checked={presets.includes(preset)}
                  onChange={(event) => toggle(preset, event.target.checked)}
                  aria-describedby={`${tabsId}-preset-${preset}-description`}
                  className="mt-0.5 size-4 shrink-0 rounded border-neutral-300 accent-accent-600"
                />
                <span className="min-w-0">
                  <label
                    htmlFor={`${tabsId}-preset-${preset}`}
                    className="block cursor-pointer text-sm font-medium text-neutral-900"
                  >
                    {PRESET_LABELS[preset]}
                  </label>
                  <span id={`${tabsId}-preset-${preset}-description`} className="block text-xs text-neutral-500">
                    {PRESET_DESCRIPTIONS[preset]}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <ul
            id={`${tabsId}-custom`}
            aria-labelledby={`${tabsId}-custom-tab`}
            className="flex flex-col divide-y divide-neutral-100 rounded-lg border border-neutral-200"
          >
            {customPresets.map((custom) => (
              <li key={custom.id} className="flex items-start gap-3 px-3 py-2.5 hover:bg-neutral-50">
                <input
                  type="checkbox"
                  id={`${tabsId}-custom-${custom.id}`}
                  checked={customIds.includes(custom.id)}
                  onChange={(event) => toggleCustom(custom.id, event.target.checked)}
                  className="mt-0.5 size-4 shrink-0 rounded border-neutral-300 accent-accent-600"
                />
                <label htmlFor={`${tabsId}-custom-${custom.id}`} className="min-w-0 cursor-pointer">
                  <span className="block text-sm font-medium text-neutral-900">{custom.title}</span>
                  {custom.description ? (
                    <span className="block text-xs text-neutral-500">{custom.description}</span>
                  ) : null}
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
