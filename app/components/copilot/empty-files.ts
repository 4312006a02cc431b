import { emptyFileMessage } from "#domain/document.ts";

/**
 * A choice of files split into those to attach and the refusal of the 0-byte ones (issue 28):
 * an empty file has nothing to read, so it is not attached and the user is told why, by name.
 */
export function refuseEmptyFiles<T extends { name: string; size: number }>(
  files: T[],
): { kept: T[]; refusal: string | null } {
  const empty = files.filter((file) => file.size === 0);
  const kept = files.filter((file) => file.size > 0);
  if (empty.length === 0) return { kept, refusal: null };
  if (empty.length === 1) return { kept, refusal: emptyFileMessage(empty[0]!.name) };
  const names = empty.map((file) => `"${file.name}"`);
  return {
    kept,
    refusal: `${names.slice(0, -1).join(", ")} and ${names.at(-1)} are empty (0 bytes), so there is nothing to read. Check that they finished downloading or saving, then attach them again.`,
  };
}
