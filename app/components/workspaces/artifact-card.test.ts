import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ArtifactCard } from "./artifact-card.tsx";
import type { WsArtifact } from "./types.ts";

const email = (complete: boolean, subject: string): WsArtifact => ({
  id: "a1",
  stageId: "s1",
  type: "EMAIL",
  version: 1,
  versions: [1],
  complete,
  createdAt: "2026-11-26T10:00:00Z",
  email: { subject, toEmail: null, body: complete ? "Hi Dana," : "" },
});
const render = (artifact: WsArtifact) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: ["/app/workspaces/w1"] }, [
      createElement(ArtifactCard, { key: "card", artifact, kind: "EMAIL_DRAFT" }),
    ]),
  );

describe("ArtifactCard", () => {
  it("while Cara drafts: a busy card with the shimmer and 'Drafting', not a link", () => {
    const html = render(email(false, "Your certificate"));
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain("shimmer");
    expect(html).toContain(">Drafting<");
    expect(html).toContain("Your certificate");
    expect(html).not.toContain("href=");
  });

  it("a drafting email with no subject written yet is named 'Email draft'", () => {
    expect(render(email(false, ""))).toMatch(/Email draft<\/span><span[^>]*>Email draft</);
  });

  it("once complete: its version, and a link opening it in the focus dialog", () => {
    const html = render(email(true, "Your certificate"));
    expect(html).not.toContain("shimmer");
    expect(html).not.toContain("Drafting");
    expect(html).toContain(">v1<");
    expect(html).toMatch(/href="\/app\/workspaces\/w1\?focus=a1"/);
  });
});
