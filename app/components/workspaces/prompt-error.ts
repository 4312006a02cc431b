/**
 * The one message shown under the prompt box when a send fails, in this order: the specific
 * message (an application error), then the first entry of the errors list (field errors), then
 * the first GraphQL error (docs/product/workspace.md).
 */
export function promptError(parts: {
  message?: string | null;
  errors?: Record<string, readonly string[]> | ReadonlyArray<{ message: string }> | null;
  graphQLErrors?: ReadonlyArray<{ message: string }> | null;
}): string | null {
  if (parts.message) return parts.message;
  const errors = parts.errors;
  const first = Array.isArray(errors)
    ? (errors as ReadonlyArray<{ message: string }>)[0]?.message
    : errors
      ? Object.values(errors as Record<string, readonly string[]>).flat()[0]
      : undefined;
  if (first) return first;
  return parts.graphQLErrors?.[0]?.message || null;
}

/** What a send shows when the server answered neither the workspace nor an error. */
export const NO_ANSWER_MESSAGE = "Failed to add message to workspace";
