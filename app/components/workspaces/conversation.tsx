import { useMemo } from "react";
import { ArtifactCard } from "./artifact-card.tsx";
import { artifactKind } from "./artifact-kind.ts";
import { MessageBubble } from "./message-bubble.tsx";
import { PlanStage } from "./plan-stage.tsx";
import { ThinkingIndicator } from "./thinking-indicator.tsx";
import { latestThoughtId, timelineOf } from "./timeline.ts";
import type { WsWorkspace } from "./types.ts";

/** Messages, plan stages with their events and drafts, in the order they happened; a thinking indicator while Working. */
export function Conversation({
  workspace,
}: {
  workspace: Pick<WsWorkspace, "messages" | "planStages" | "artifacts" | "state" | "proposedActions">;
}) {
  const { messages, planStages, artifacts, proposedActions } = workspace;
  // each proposed action shows on the tool call it is (ADR 060)
  const actions = useMemo(
    () => new Map((proposedActions ?? []).flatMap((action) => (action.eventId ? [[action.eventId, action]] : []))),
    [proposedActions],
  );
  const items = useMemo(() => timelineOf(messages, planStages, artifacts), [messages, planStages, artifacts]);
  const latestThought = latestThoughtId(planStages);
  return (
    <div className="flex flex-col gap-6" aria-label="Conversation" role="log">
      {items.map((item) => {
        if (item.kind === "message") return <MessageBubble key={item.message.id} message={item.message} />;
        if (item.kind === "artifact")
          return (
            <div key={item.artifact.id} className="pl-10">
              <ArtifactCard artifact={item.artifact} kind={artifactKind(item.artifact, planStages)} />
            </div>
          );
        return (
          <div key={item.stage.id} className="pl-10">
            <PlanStage stage={item.stage} latestThoughtId={latestThought} actions={actions}>
              {item.artifacts.map((artifact) => (
                <ArtifactCard key={artifact.id} artifact={artifact} kind={artifactKind(artifact, planStages)} />
              ))}
            </PlanStage>
          </div>
        );
      })}
      {workspace.state === "WORKING" ? <ThinkingIndicator /> : null}
    </div>
  );
}
