import type { WsArtifact, WsMessage, WsStage } from "./types.ts";

export type TimelineItem =
  | { kind: "message"; at: string; message: WsMessage }
  | { kind: "stage"; at: string; stage: WsStage; artifacts: WsArtifact[] }
  | { kind: "artifact"; at: string; artifact: WsArtifact };

/**
 * The conversation in the order it happened: messages by their time, stages by their start, each
 * stage carrying the drafts it made; a draft of no known stage stands on its own at its time.
 * Cara's answer is opened when her run starts but written last, so it reads after the stages of
 * its run (those started before the next message of the user). Ties keep the server's order
 * (messages before stages).
 */
export function timelineOf(
  messages: readonly WsMessage[],
  stages: readonly WsStage[],
  artifacts: readonly WsArtifact[],
): TimelineItem[] {
  const stageIds = new Set(stages.map((stage) => stage.id));
  const stageTimes = stages.map((stage) => Date.parse(stage.createdAt));
  const userTimes = messages.filter((m) => m.role === "USER").map((m) => Date.parse(m.timestamp));
  /** An answer's place: after the last stage begun between it and the user's next message. */
  const answerTime = (time: number) => {
    const next = Math.min(...userTimes.filter((at) => at > time), Infinity);
    return Math.max(time, ...stageTimes.filter((at) => at >= time && at < next));
  };
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
    .map((item, index) => {
      const time = Date.parse(item.at);
      const answer = item.kind === "message" && item.message.role === "AGENT";
      // an answer follows its run's stages, also one begun in the same millisecond
      return { item, index, time: answer ? answerTime(time) : time, after: answer ? 1 : 0 };
    })
    .sort((a, b) => a.time - b.time || a.after - b.after || a.index - b.index)
    .map(({ item }) => item);
}

/** The id of the newest thought of all stages (it stays open 3 s longer after completing). */
export function latestThoughtId(stages: readonly WsStage[]): string | null {
  for (const stage of [...stages].reverse())
    for (const event of [...stage.events].reverse()) if (event.type === "THOUGHT") return event.id;
  return null;
}
