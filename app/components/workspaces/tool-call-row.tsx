import { ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { EventDot } from "./event-dot.tsx";
import { ProposedActionCard } from "./proposed-action-card.tsx";
import { ToolCallDetails } from "./tool-call-details.tsx";
import type { WsEvent, WsProposedAction } from "./types.ts";

/**
 * A tool call as a compact row: its title, expandable to its input and output; a failure in red;
 * the card to approve or decline it when Cara proposed it as an action outside the product.
 */
export function ToolCallRow({ event, action = null }: { event: WsEvent; action?: WsProposedAction | null }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <div className="flex gap-2.5" data-event-type="TOOL_CALL">
      <EventDot state={event.state} className="mt-1" />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
          className="flex max-w-full items-center gap-1 rounded text-left text-sm font-medium text-neutral-800 hover:text-neutral-950"
        >
          <span className="truncate">{event.title}</span>
          <ChevronRight
            aria-hidden
            className={cn("size-3.5 shrink-0 text-neutral-400 transition-transform duration-150", open && "rotate-90")}
          />
        </button>
        {event.content && !open ? <p className="truncate text-xs text-neutral-500">{event.content}</p> : null}
        {event.error && !action ? <p className="mt-0.5 text-sm text-red-600">{event.error}</p> : null}
        {action ? <ProposedActionCard action={action} /> : null}
        {open ? (
          <div id={detailsId} className="mt-2">
            {event.content ? (
              <p className="mb-2 text-sm whitespace-pre-wrap text-neutral-700">{event.content}</p>
            ) : null}
            {event.toolCall ? (
              <ToolCallDetails call={event.toolCall} />
            ) : (
              <p className="text-xs text-neutral-500">No input recorded.</p>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
