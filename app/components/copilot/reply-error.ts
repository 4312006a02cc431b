/** The message of an action's refusal: its own `error`, or the idempotency guard's `applicationError`. */
export const replyError = (reply: unknown): string | undefined => {
  if (!reply || typeof reply !== "object") return undefined;
  const { error, applicationError } = reply as { error?: unknown; applicationError?: unknown };
  return typeof error === "string" ? error : typeof applicationError === "string" ? applicationError : undefined;
};
