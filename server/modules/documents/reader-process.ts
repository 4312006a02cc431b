import { DocumentError } from "./document-error.ts";
import { readDocument } from "./extract.ts";
import type { ReaderReply, ReaderRequest } from "./reader-pool.ts";

/**
 * A reader process (ADR 058): reads the documents its parent sends, one at a time, and answers
 * each page's progress and then the pages or the DocumentError. Started by reader-pool.ts with a
 * capped heap; it ends when its parent goes.
 */

const send = (reply: ReaderReply) =>
  new Promise<void>((resolve, reject) =>
    process.send!(reply, undefined, {}, (error) => (error ? reject(error) : resolve())),
  );

process.on("disconnect", () => process.exit(0));
process.on("message", (request: ReaderRequest) => {
  void (async () => {
    try {
      const { pages } = await readDocument(request.input, {
        maxBytes: request.maxBytes,
        onPage: (done, total) => send({ type: "page", done, total }),
      });
      await send({ type: "pages", pages });
    } catch (error) {
      await send(
        error instanceof DocumentError
          ? { type: "document-error", code: error.code, message: error.message }
          : { type: "error", message: error instanceof Error ? (error.stack ?? error.message) : String(error) },
      );
    }
  })().catch(() => process.exit(1));
});
send({ type: "ready" }).catch(() => process.exit(1));
