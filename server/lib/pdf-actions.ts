import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFDocument,
  type PDFObject,
} from "@cantoo/pdf-lib";

/**
 * PDFs the product writes carry no actions from their inputs (issue 29 item 3, ADR 058): a style's
 * start and end pages, an uploaded form that is filled. `removePdfActions` is called on every
 * output that holds an input PDF's pages or objects, just before it is saved. It removes what a
 * viewer runs or opens: the document's open action, every additional-actions entry (/AA), every
 * JavaScript (document scripts, /JS), launch and other actions (a link keeps only going to a page
 * of the document, a named page action or a web or mail address), embedded files and file
 * attachment or media annotations, and the XFA form (which may hold scripts); then the objects
 * nothing refers to any more, so none of it stays in the file's bytes.
 */

const name = (value: string) => PDFName.of(value);
const DROPPED_KEYS = ["AA", "JS", "JavaScript", "EmbeddedFiles", "EF", "RichMediaContent", "XFA"].map(name);
const ACTION_KEYS = ["A", "Next", "PA"].map(name);
const DROPPED_ANNOTATIONS = new Set(["/FileAttachment", "/RichMedia", "/Screen", "/Movie", "/Sound", "/3D"]);
const SAFE_URI = /^(https?:|mailto:)/i;

const text = (value: PDFObject | undefined) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

export function removePdfActions(doc: PDFDocument): void {
  const { context } = doc;
  const resolve = (value: PDFObject | undefined) => (value instanceof PDFRef ? context.lookup(value) : value);

  /** An action a viewer may keep: a page of this document, a named page action, a web or mail link. */
  const safeAction = (value: PDFObject | undefined): boolean => {
    const action = resolve(value);
    if (action instanceof PDFArray) return action.asArray().every(safeAction);
    if (!(action instanceof PDFDict)) return false;
    const kind = action.get(name("S"))?.toString();
    if (kind === "/GoTo" || kind === "/Named") return true;
    if (kind === "/URI") return SAFE_URI.test((text(resolve(action.get(name("URI")))) ?? "").trim());
    return false;
  };

  const clean = (object: PDFObject | undefined, seen: Set<PDFObject>) => {
    if (!object || seen.has(object)) return;
    seen.add(object);
    if (object instanceof PDFStream) return clean(object.dict, seen);
    if (object instanceof PDFArray) {
      for (const item of object.asArray()) if (!(item instanceof PDFRef)) clean(item, seen);
      return;
    }
    if (!(object instanceof PDFDict)) return;
    for (const key of DROPPED_KEYS) object.delete(key);
    for (const key of ACTION_KEYS) if (object.has(key) && !safeAction(object.get(key))) object.delete(key);
    const annotations = resolve(object.get(name("Annots")));
    if (annotations instanceof PDFArray) {
      const kept = annotations.asArray().filter((annotation) => {
        const subtype = resolve(annotation);
        return !(subtype instanceof PDFDict && DROPPED_ANNOTATIONS.has(String(subtype.get(name("Subtype")))));
      });
      object.set(name("Annots"), context.obj(kept));
    }
    for (const [, value] of object.entries()) if (!(value instanceof PDFRef)) clean(value, seen);
  };

  doc.catalog.delete(name("OpenAction"));
  const seen = new Set<PDFObject>();
  for (const [, object] of context.enumerateIndirectObjects()) clean(object, seen);
  dropUnreferenced(doc);
}

/** Deletes the indirect objects the document no longer reaches from its trailer (the removed scripts and files). */
function dropUnreferenced(doc: PDFDocument): void {
  const { context } = doc;
  const reached = new Set<string>();
  const pending: PDFObject[] = [context.trailerInfo.Root, context.trailerInfo.Info].filter(
    (value): value is PDFObject => value !== undefined,
  );
  while (pending.length > 0) {
    const object = pending.pop()!;
    if (object instanceof PDFRef) {
      if (reached.has(object.tag)) continue;
      reached.add(object.tag);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFStream) pending.push(object.dict);
    else if (object instanceof PDFArray) pending.push(...object.asArray());
    else if (object instanceof PDFDict) pending.push(...object.values());
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref.tag)) context.delete(ref);
}
