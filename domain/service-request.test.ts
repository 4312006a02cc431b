import { describe, expect, it } from "vitest";
import {
  activityTimeline,
  conversationSide,
  serviceRequestTypeLabel,
  updateServiceRequestInput,
} from "./service-request.ts";

describe("activityTimeline", () => {
  it("merges comments and the versions people care about, oldest first; a version before a comment of the same instant", () => {
    const v = (version: number, at: string, updateTypes: string[]) => ({ version, createdAt: at, updateTypes });
    const c = (id: string, at: string) => ({ id, createdAt: new Date(at) });
    const entries = activityTimeline(
      [c("late", "2026-11-03T10:00:00Z"), c("same", "2026-11-02T09:00:00Z")],
      [
        v(1, "2026-11-01T08:00:00Z", ["CREATE"]),
        v(3, "2026-11-02T09:00:00Z", ["ADD_COMMENT"]),
        v(2, "2026-11-02T09:00:00Z", ["ASSIGN"]),
        v(4, "2026-11-04T12:00:00Z", ["CLOSE"]),
        v(5, "2026-11-05T12:00:00Z", ["ENRICH"]),
      ],
    );
    expect(entries.map((e) => (e.kind === "comment" ? e.comment.id : e.version.version))).toEqual([
      1,
      2,
      "same",
      "late",
      4,
    ]);
  });
});

describe("conversationSide", () => {
  it("puts the client, participants and agency staff on the left, the assistant and others on the right", () => {
    expect(["CLIENT", "PARTICIPANT", "AGENT", "CARA", "SYSTEM"].map(conversationSide)).toEqual([
      "left",
      "left",
      "left",
      "right",
      "right",
    ]);
  });
});

describe("updateServiceRequestInput", () => {
  it("tells left out (unchanged) from null and blank (cleared); refuses a malformed date", () => {
    expect(updateServiceRequestInput.parse({})).toEqual({});
    expect(updateServiceRequestInput.parse({ assigneeId: "", dueAt: "" })).toEqual({ assigneeId: null, dueAt: null });
    expect(updateServiceRequestInput.parse({ dueAt: "2026-12-03" }).dueAt).toEqual(
      new Date("2026-12-03T00:00:00.000Z"),
    );
    expect(updateServiceRequestInput.safeParse({ dueAt: "03/12/2026" }).error?.issues[0]?.message).toBe(
      "Enter a valid date",
    );
    expect(updateServiceRequestInput.safeParse({ assigneeId: "bob" }).error?.issues[0]?.message).toBe(
      "Choose a user of your agency",
    );
  });

  it("labels every type", () => {
    expect(serviceRequestTypeLabel("ADD_ADDITIONAL_INSURED")).toBe("Add Additional Insured");
    expect(serviceRequestTypeLabel("SOMETHING_NEW")).toBe("Other");
  });
});
