import { describe, expect, it } from "vitest";
import { latestThoughtId, timelineOf } from "./timeline.ts";
import type { WsArtifact, WsMessage, WsStage } from "./types.ts";

const message = (id: string, at: string, role: WsMessage["role"] = "USER"): WsMessage => ({
  id,
  role,
  content: id,
  timestamp: at,
  complete: true,
  files: [],
  citations: [],
});
const stage = (id: string, at: string, thoughts: string[] = []): WsStage => ({
  id,
  type: "TASK",
  state: "COMPLETED",
  createdAt: at,
  events: thoughts.map((t) => ({ id: t, type: "THOUGHT", state: "SUCCESS", title: t })),
});
const artifact = (id: string, stageId: string | null, at: string): WsArtifact => ({
  id,
  stageId,
  type: "EMAIL",
  version: 1,
  versions: [1],
  complete: true,
  createdAt: at,
});

describe("timelineOf", () => {
  it("orders messages and stages by time and puts drafts under their stage", () => {
    const items = timelineOf(
      [message("m1", "2026-11-23T10:00:00Z"), message("m2", "2026-11-23T10:05:00Z")],
      [stage("s1", "2026-11-23T10:00:01Z")],
      [artifact("a1", "s1", "2026-11-23T10:00:03Z"), artifact("a2", null, "2026-11-23T10:06:00Z")],
    );
    expect(items.map((item) => item.kind)).toEqual(["message", "stage", "message", "artifact"]);
    expect(items[1]).toMatchObject({ kind: "stage", artifacts: [{ id: "a1" }] });
  });
  it("keeps messages before stages at the same time", () => {
    const items = timelineOf([message("m1", "2026-11-23T10:00:00Z")], [stage("s1", "2026-11-23T10:00:00Z")], []);
    expect(items.map((item) => item.kind)).toEqual(["message", "stage"]);
  });
  it("puts Cara's answer after the stages of its run, before the next message", () => {
    const items = timelineOf(
      [
        message("ask", "2026-11-23T10:00:00Z"),
        message("answer", "2026-11-23T10:00:01Z", "AGENT"),
        message("follow-up", "2026-11-23T10:05:00Z"),
        message("answer-2", "2026-11-23T10:05:01Z", "AGENT"),
      ],
      [
        stage("read", "2026-11-23T10:00:02Z"),
        stage("task", "2026-11-23T10:00:03Z"),
        stage("task-2", "2026-11-23T10:05:01Z"),
      ],
      [],
    );
    expect(
      items.map((item) => (item.kind === "message" ? item.message.id : item.kind === "stage" ? item.stage.id : "")),
    ).toEqual(["ask", "read", "task", "answer", "follow-up", "task-2", "answer-2"]);
  });
});

describe("latestThoughtId", () => {
  it("finds the newest thought across stages", () => {
    expect(latestThoughtId([stage("s1", "", ["t1", "t2"]), stage("s2", "", [])])).toBe("t2");
    expect(latestThoughtId([])).toBeNull();
  });
});
