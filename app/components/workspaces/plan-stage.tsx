import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { AttachmentProgress } from "./attachment-progress.tsx";
import { ThoughtBlock } from "./thought-block.tsx";
import { ToolCallRow } from "./tool-call-row.tsx";
import type { StageState, WsProposedAction, WsStage } from "./types.ts";

const HEADINGS: Record<WsStage["type"], Record<"running" | "failed" | "done", string>> = {
  PROCESS_ATTACHMENTS: {
    running: "Processing attachments...",
    failed: "Failed to process attachments",
    done: "Processed attachments",
  },
  TASK: { running: "Working on it...", failed: "Could not finish", done: "Worked on it" },
};

const phase = (state: StageState) => (state === "ERROR" ? "failed" : state === "COMPLETED" ? "done" : "running");

export function stageHeading(stage: Pick<WsStage, "type" | "state">): string {
  return HEADINGS[stage.type][phase(stage.state)];
}

const ICON = {
  running: <LoaderCircle className="size-4 animate-spin text-blue-600" aria-hidden />,
  failed: <CircleAlert className="size-4 text-red-600" aria-hidden />,
  done: <CircleCheck className="size-4 text-green-600" aria-hidden />,
};

/**
 * A plan stage as a vertical timeline: its heading, per-file progress when it processes
 * attachments, then its events (thoughts and tool calls, a dot each), then what it drafted.
 */
export function PlanStage({
  stage,
  latestThoughtId,
  actions,
  children,
}: {
  stage: WsStage;
  latestThoughtId: string | null;
  /** Proposed actions by the event that shows them. */
  actions?: ReadonlyMap<string, WsProposedAction>;
  children?: ReactNode;
}) {
  const heading = stageHeading(stage);
  return (
    <section
      aria-label={heading}
      data-stage-type={stage.type}
      data-stage-state={stage.state}
      className="flex flex-col gap-2"
    >
      <h3 className="flex items-center gap-2 text-sm font-medium text-neutral-900">
        {ICON[phase(stage.state)]}
        {heading}
      </h3>
      <div className="ml-2 flex flex-col gap-2.5 border-l border-neutral-200 pl-4">
        {stage.processAttachmentsDetails ? (
          <AttachmentProgress progress={stage.processAttachmentsDetails.progress} />
        ) : null}
        {stage.events.map((event) =>
          event.type === "THOUGHT" ? (
            <ThoughtBlock key={event.id} event={event} latest={event.id === latestThoughtId} />
          ) : (
            <ToolCallRow key={event.id} event={event} action={actions?.get(event.id) ?? null} />
          ),
        )}
        {children}
      </div>
    </section>
  );
}
