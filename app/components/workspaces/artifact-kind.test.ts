import { describe, expect, it } from "vitest";
import { artifactKind, artifactTitle } from "./artifact-kind.ts";
import type { WsArtifact, WsStage } from "./types.ts";

const stage = (tools: string[]): WsStage => ({
  id: "s1",
  type: "TASK",
  state: "COMPLETED",
  createdAt: "2026-11-23T10:00:00Z",
  events: tools.map((type, i) => ({
    id: `e${i}`,
    type: "TOOL_CALL",
    state: "SUCCESS",
    title: type,
    toolCall: { type, input: {} },
  })),
});

describe("artifactKind", () => {
  it("names email and HTML drafts by their type", () => {
    expect(artifactKind({ type: "EMAIL", stageId: null }, [])).toBe("EMAIL_DRAFT");
    expect(artifactKind({ type: "HTML_DOCUMENT", stageId: null }, [])).toBe("DOCUMENT_DRAFT");
  });
  it("names a PDF by the last PDF tool of its stage", () => {
    expect(artifactKind({ type: "PDF_FILE", stageId: "s1" }, [stage(["SEARCH_FILE", "PDF_EDITOR"])])).toBe(
      "PDF_EDITOR",
    );
    expect(artifactKind({ type: "PDF_FILE", stageId: "s1" }, [stage(["FILL_TEMPLATE", "FILE_EDITOR"])])).toBe(
      "FILE_EDITOR",
    );
    expect(artifactKind({ type: "PDF_FILE", stageId: "other" }, [stage(["PDF_EDITOR"])])).toBe("TEMPLATE_FILL");
  });
});

describe("artifactTitle", () => {
  it("prefers the document title, then the subject", () => {
    const base = { id: "a", type: "EMAIL", version: 1, versions: [1], complete: true, createdAt: "" } as const;
    expect(artifactTitle({ ...base, email: { subject: "Re: COI", body: "" } } as WsArtifact)).toBe("Re: COI");
    expect(artifactTitle({ ...base } as WsArtifact)).toBe("Email draft");
  });
});
