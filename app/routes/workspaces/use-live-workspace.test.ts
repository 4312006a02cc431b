import { describe, expect, it } from "vitest";
import { currentWorkspace } from "./use-live-workspace.ts";

describe("the workspace page's current copy", () => {
  const at = (iso: string, answer: string) => ({ id: "w1", readAt: iso, answer });

  it("keeps a push read after a reload that answered late (Cara finished while the reload was on its way)", () => {
    const reload = at("2026-11-27T10:00:00.100Z", "");
    const push = at("2026-11-27T10:00:00.900Z", "The general aggregate is $2,000,000.");
    expect(currentWorkspace(reload, push).answer).toBe("The general aggregate is $2,000,000.");
  });

  it("takes the reload when it was read after the last push", () => {
    const push = at("2026-11-27T10:00:00.100Z", "partial");
    const reload = at("2026-11-27T10:00:01.000Z", "complete");
    expect(currentWorkspace(reload, push).answer).toBe("complete");
    expect(currentWorkspace(reload, null).answer).toBe("complete");
  });

  it("never shows another workspace's push", () => {
    const other = { id: "w2", readAt: "2026-11-27T11:00:00.000Z", answer: "other" };
    expect(currentWorkspace(at("2026-11-27T10:00:00.000Z", "mine"), other).answer).toBe("mine");
  });
});
