import type { SubmissionBody } from "#app/lib/form-reply.server.ts";

/** A text document's fields from a form or a JSON body; always strings, so the server's checks name what is missing. */
export function textFields(body: SubmissionBody): { title: string; content: string } {
  const read = (name: string) => {
    const value = body instanceof FormData ? body.get(name) : body[name];
    return typeof value === "string" ? value : "";
  };
  return { title: read("title"), content: read("content") };
}
