/**
 * The order a thread's messages are shown in (docs/product/emails-screens.md): by the time each
 * was sent, except that a reply always follows the message it answers (In-Reply-To). A client's
 * Date header has whole seconds and the client's own clock, so an answer written within the
 * second of Cara's reply — or on a clock running behind — would otherwise be shown before it.
 */
export function conversationOrder<T extends { sentAt: Date; rfcMessageId: string | null; inReplyTo: string | null }>(
  messages: readonly T[],
): T[] {
  const ordered = [...messages].sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime());
  const moved = new Set<T>();
  for (let i = 0; i < ordered.length; i++) {
    const message = ordered[i]!;
    if (!message.inReplyTo || moved.has(message)) continue;
    const parent = ordered.findIndex((m) => m.rfcMessageId === message.inReplyTo);
    if (parent <= i) continue;
    // each message moves once, right after the message it answers (a loop of replies cannot cycle)
    moved.add(message);
    ordered.splice(i, 1);
    ordered.splice(parent, 0, message);
    i--;
  }
  return ordered;
}
