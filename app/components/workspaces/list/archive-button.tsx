import { Archive } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

export const ARCHIVE_ACTION = "/app/workspaces/archive";

/**
 * Archives the selected workspaces (POST JSON { workspaceIds }): the button spins until the list
 * has reloaded, then the selection clears; a refusal is shown beside it and the selection stays.
 */
export function ArchiveButton({ selected, onArchived }: { selected: ReadonlySet<string>; onArchived: () => void }) {
  const fetcher = useFetcher<{ archived?: string[]; applicationError?: string }>();
  const busy = fetcher.state !== "idle";
  const wasBusy = useRef(false);
  useEffect(() => {
    // submitting → loading (the list revalidates) → idle: only then is the archived row gone
    if (wasBusy.current && !busy && fetcher.data?.archived !== undefined) onArchived();
    wasBusy.current = busy;
  }, [busy, fetcher.data, onArchived]);
  const count = selected.size;
  const error = !busy ? fetcher.data?.applicationError : undefined;
  return (
    <div className="flex items-center gap-3">
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        pending={busy}
        disabled={count === 0}
        onClick={() =>
          fetcher.submit(
            { workspaceIds: [...selected] },
            { method: "post", action: ARCHIVE_ACTION, encType: "application/json" },
          )
        }
      >
        {busy ? null : <Archive aria-hidden />}
        Archive{count > 0 ? ` (${count})` : ""}
      </Button>
    </div>
  );
}
