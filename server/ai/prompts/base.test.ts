import { describe, expect, it } from "vitest";
import { TOOL_REGISTRY } from "#server/assistant/toolset.ts";
import { BASE_BRIEF } from "./base.ts";

describe("the base brief every model reads", () => {
  it("describes exactly the tools the registry gives a model", () => {
    const described = [...BASE_BRIEF.matchAll(/^- ([A-Z_]+(?:, [A-Z_]+)*):/gm)].flatMap((m) => m[1]!.split(", "));
    expect(described.sort()).toEqual(TOOL_REGISTRY.map((entry) => entry.name).sort());
  });

  it("sends a question about the workspace's documents to its files, never to the knowledge base (issue 28, ADR 055)", () => {
    const rule = BASE_BRIEF.split("\n").find((line) => line.startsWith("- Where to look:"));
    expect(rule).toMatch(/answered from those files \(SEARCH_FILE, PEEK_FILE\) and nowhere else/);
    expect(rule).toMatch(/A knowledge-base passage is never a policy's value/);
    expect(rule).toMatch(/one client's documents never answer for another client/);
    expect(rule).toMatch(/empty, unreadable or password-protected/);
  });
});
