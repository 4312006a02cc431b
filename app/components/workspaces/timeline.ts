import type { WsArtifact, WsMessage, WsStage } from "./types.ts";

export type TimelineItem =
  | { kind: "message"; at: string; message: WsMessage }
  | { kind: "stage"; at: string; stage: WsStage; artifacts: WsArtifact[] }
  | { kind: "artifact"; at: string; artifact: WsArtifact };

/**
 * The conversation in the order it happened: messages by their time, stages by their start, each
 * stage carrying the drafts it made; a draft of no known stage stands on its own at its time.
 * Ties keep the server's order (messages before stages).
 */
export function timelineOf(
  messages: readonly WsMessage[],
  stages: readonly WsStage[],
  artifacts: readonly WsArtifact[],
): TimelineItem[] {
  const stageIds = new Set(stages.map((stage) => stage.id));
  const items: TimelineItem[] = [
    ...messages.map((message) => ({ kind: "message" as const, at: message.timestamp, message })),
    ...stages.map((stage) => ({
      kind: "stage" as const,
      at: stage.createdAt,
      stage,
      artifacts: artifacts.filter((artifact) => artifact.stageId === stage.id),
    })),
    ...artifacts
      .filter((artifact) => !artifact.stageId || !stageIds.has(artifact.stageId))
      .map((artifact) => ({ kind: "artifact" as const, at: artifact.createdAt, artifact })),
  ];
  return items
    .map((item, index) => ({ item, index, time: Date.parse(item.at) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ item }) => item);
}

/** The id of the newest thought of all stages (it stays open 3 s longer after completing). */
export function latestThoughtId(stages: readonly WsStage[]): string | null {
  for (const stage of [...stages].reverse())
    for (const event of [...stage.events].reverse()) if (event.type === "THOUGHT") return event.id;
  return null;
}
