import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { actionOutcome, ProposedActionCard } from "./proposed-action-card.tsx";
import type { WsProposedAction } from "./types.ts";

const action = (over: Partial<WsProposedAction> = {}): WsProposedAction => ({
  id: "p1",
  state: "PENDING",
  effect: "ISSUE_CERTIFICATE",
  effectLabel: "Issue a certificate to a third party",
  tool: "FILL_TEMPLATE",
  input: { template: "ACORD 25", certificateHolder: "Mallory Holdings" },
  eventId: "e1",
  ...over,
});

const render = (proposed: WsProposedAction) => {
  const Stub = createRoutesStub([
    { path: "/app/workspaces/w1", Component: () => createElement(ProposedActionCard, { action: proposed }) },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/app/workspaces/w1"] }));
};

describe("ProposedActionCard (ADR 060)", () => {
  it("shows what it does, the tool and its exact input, with Approve and Decline buttons posting the action's id", () => {
    const html = render(action());
    expect(html).toContain("Needs your approval");
    expect(html).toContain("Issue a certificate to a third party");
    expect(html).toContain("FILL_TEMPLATE");
    expect(html).toContain("&quot;certificateHolder&quot;: &quot;Mallory Holdings&quot;");
    expect(html).toMatch(
      /<button(?=[^>]*type="submit")(?=[^>]*name="intent")(?=[^>]*value="approveAction")[^>]*>Approve<\/button>/,
    );
    expect(html).toMatch(
      /<button(?=[^>]*type="submit")(?=[^>]*name="intent")(?=[^>]*value="declineAction")[^>]*>Decline<\/button>/,
    );
    expect(html).toContain('name="actionId" value="p1"');
    expect(html).toContain("nothing has been done yet");
  });

  it("once decided: no buttons, who decided and whether it ran", () => {
    const declined = render(action({ state: "DECLINED", decidedBy: { id: "u1", name: "Priya Shah" } }));
    expect(declined).not.toContain("<button");
    expect(declined).toContain("Declined by Priya Shah: not carried out.");
    expect(actionOutcome(action({ state: "APPROVED", decidedBy: { id: "u1", name: "Priya Shah" } }))).toBe(
      "Approved by Priya Shah: Cara is carrying it out.",
    );
    expect(
      actionOutcome(
        action({ state: "APPROVED", decidedBy: { id: "u1", name: "Priya Shah" }, executedAt: "2026-11-29T10:00:00Z" }),
      ),
    ).toBe("Approved by Priya Shah and carried out once.");
    expect(
      actionOutcome(action({ state: "APPROVED", decidedBy: { id: "u1", name: "Priya Shah" }, resumed: false })),
    ).toBe("Approved by Priya Shah: it runs once the other proposed actions are decided.");
  });

  it("once expired (ADR 066): no buttons, and why it can no longer be approved", () => {
    const html = render(action({ state: "EXPIRED", expiredReason: "CONVERSATION_MOVED_ON" }));
    expect(html).not.toContain("<button");
    expect(html).toContain("Expired");
    expect(html).toContain(
      "This action expired (the conversation moved on: a newer message was sent) and was not carried out. Ask Cara again if it is still needed.",
    );
    expect(actionOutcome(action({ state: "EXPIRED", expiredReason: "RUN_FAILED" }))).toContain(
      "the task that proposed it failed before it finished",
    );
  });
});
