import { ChevronRight } from "lucide-react";
import { useId } from "react";
import { cn } from "#app/lib/cn.ts";
import { EventDot } from "./event-dot.tsx";
import type { WsEvent } from "./types.ts";
import { useAutoCollapse } from "./use-auto-collapse.ts";

/** A thought: open while Cara writes it, collapsed once complete (the latest 3 s later); the reader can toggle it. */
export function ThoughtBlock({ event, latest }: { event: WsEvent; latest: boolean }) {
  const complete = event.state === "SUCCESS" || event.state === "FAILED";
  const [open, setOpen] = useAutoCollapse(complete, latest);
  const bodyId = useId();
  return (
    <div className="flex gap-2.5" data-event-type="THOUGHT" data-open={open}>
      <EventDot state={event.state} className="mt-1" />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
          className="flex max-w-full items-center gap-1 rounded text-left text-sm text-neutral-700 hover:text-neutral-900"
        >
          <span className="truncate italic">{event.title || "Thinking"}</span>
          <ChevronRight
            aria-hidden
            className={cn("size-3.5 shrink-0 text-neutral-400 transition-transform duration-150", open && "rotate-90")}
          />
        </button>
        {open && event.content ? (
          <p
            id={bodyId}
            className="mt-1 border-l-2 border-neutral-200 pl-3 text-sm leading-6 whitespace-pre-wrap text-neutral-600"
          >
            {event.content}
          </p>
        ) : null}
        {event.error ? <p className="mt-1 text-sm text-red-600">{event.error}</p> : null}
      </div>
    </div>
  );
}
