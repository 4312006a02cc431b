import { useEffect, useRef, useState } from "react";

/** The same file chosen twice (by name, size and modified time) is kept once. */
export const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Files chosen by picker or drag and drop, kept in a real `<input type="file">` (its ref) so a
 * plain multipart form posts them; each can be removed.
 */
export function useFileList() {
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  useEffect(() => {
    if (!input.current || typeof DataTransfer === "undefined") return;
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    input.current.files = transfer.files;
  }, [files]);
  const add = (incoming: File[]) =>
    setFiles((current) => [...current, ...incoming.filter((file) => !current.some((kept) => sameFile(kept, file)))]);
  const remove = (file: File) => setFiles((current) => current.filter((kept) => kept !== file));
  const clear = () => setFiles([]);
  return { input, files, add, remove, clear };
}
