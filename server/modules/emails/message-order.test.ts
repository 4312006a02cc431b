import { describe, expect, it } from "vitest";
import { conversationOrder } from "./message-order.ts";

const at = (iso: string) => new Date(iso);
const message = (id: string, sentAt: string, inReplyTo: string | null = null) => ({
  id,
  sentAt: at(sentAt),
  rfcMessageId: `<${id}@x.example>`,
  inReplyTo: inReplyTo ? `<${inReplyTo}@x.example>` : null,
});

describe("conversationOrder", () => {
  it("orders by time sent", () => {
    const list = [message("b", "2026-11-29T20:55:00Z"), message("a", "2026-11-29T20:54:00Z")];
    expect(conversationOrder(list).map((m) => m.id)).toEqual(["a", "b"]);
  });

  it("puts an answer whose Date (whole seconds) reads before Cara's reply after that reply", () => {
    const list = [
      message("client-1", "2026-11-29T20:54:10Z"),
      message("cara-reply", "2026-11-29T20:54:58.500Z", "client-1"),
      // the client's answer, sent 0.3 s after the reply: its Date header says 20:54:58
      message("client-2", "2026-11-29T20:54:58Z", "cara-reply"),
      message("later", "2026-11-29T21:10:00Z"),
    ];
    expect(conversationOrder(list).map((m) => m.id)).toEqual(["client-1", "cara-reply", "client-2", "later"]);
  });

  it("keeps a reply after its parent even from a client clock hours behind, and never cycles", () => {
    const list = [message("parent", "2026-11-29T12:00:00Z"), message("child", "2026-11-29T09:00:00Z", "parent")];
    expect(conversationOrder(list).map((m) => m.id)).toEqual(["parent", "child"]);
    const loop = [message("a", "2026-11-29T12:00:00Z", "b"), message("b", "2026-11-29T12:00:01Z", "a")];
    expect(conversationOrder(loop)).toHaveLength(2);
  });
});
