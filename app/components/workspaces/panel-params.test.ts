import { describe, expect, it } from "vitest";
import { panelViewOf, searchFor, viewerUrl } from "./panel-params.ts";

describe("panel parameters", () => {
  it("reads an artifact before a file, and info when neither", () => {
    expect(panelViewOf(new URLSearchParams("artifact_id=a1&version=3&file=f"))).toEqual({
      kind: "artifact",
      artifactId: "a1",
      version: 3,
    });
    expect(panelViewOf(new URLSearchParams("file=f1&page=x"))).toEqual({ kind: "file", fileId: "f1", page: 1 });
    expect(panelViewOf(new URLSearchParams("artifact_id=a1&version=0"))).toMatchObject({ version: null });
    expect(panelViewOf(new URLSearchParams(""))).toEqual({ kind: "info" });
  });
  it("replaces the panel keys and keeps the others", () => {
    expect(searchFor("x=1&artifact_id=a&version=2", { kind: "file", fileId: "f", page: 4 })).toBe("?x=1&file=f&page=4");
    expect(searchFor("file=f&page=2", { kind: "info" })).toBe("");
  });
  it("opens a file inline at its page", () => {
    expect(viewerUrl("/files/abc", 7)).toBe("/files/abc?inline=1#page=7");
    expect(viewerUrl("/files/abc?v=2#x", 2)).toBe("/files/abc?v=2&inline=1#page=2");
  });
});
