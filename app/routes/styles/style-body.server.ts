import type { SubmissionBody } from "#app/lib/form-reply.server.ts";

/** A chosen file of a multipart form (an empty file input still sends a nameless, empty part). */
const fileOf = (value: unknown): File | null =>
  value instanceof File && !(value.size === 0 && !value.name) ? value : null;

const textOf = (value: unknown): string | null => (typeof value === "string" ? value : null);

/**
 * The style form's fields as the mutations take them (multipart: title, description,
 * baseStyleId, prefixFileId, suffixFileId, uploadPrefixFile, uploadSuffixFile; or JSON without files).
 */
export function styleInputOf(body: SubmissionBody) {
  const get = (name: string) => (body instanceof FormData ? body.get(name) : body[name]);
  return {
    title: textOf(get("title")) ?? "",
    description: textOf(get("description")),
    baseStyleId: textOf(get("baseStyleId")),
    prefixFileId: textOf(get("prefixFileId")) || null,
    suffixFileId: textOf(get("suffixFileId")) || null,
    uploadPrefixFile: fileOf(get("uploadPrefixFile")),
    uploadSuffixFile: fileOf(get("uploadSuffixFile")),
  };
}
