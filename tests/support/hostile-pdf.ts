import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFObject,
} from "@cantoo/pdf-lib";

/**
 * A PDF made hostile (issue 29 item 3): what a viewer runs or opens, planted everywhere a PDF can
 * hold it, and a finder for any of it left in a PDF the product wrote.
 */

/** Bytes that appear in the output only if a planted script or file survived. */
export const PAYLOAD = "CARA-HOSTILE-PAYLOAD";

/**
 * `bytes` with an open action and document additional actions running JavaScript, a document-level
 * script, an embedded file, page additional actions, and on page 1 a Launch link, a javascript:
 * link, a file attachment annotation, a rich media annotation, a safe web link and a link to page
 * 1; every form field (if any) gets a keystroke script.
 */
export async function withHostileActions(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const { context } = doc;
  const n = (value: string) => PDFName.of(value);
  const script = (code: string) => context.register(context.stream(`app.alert('${PAYLOAD}'); ${code}`));
  const js = (code: string) => context.obj({ Type: "Action", S: "JavaScript", JS: script(code) });
  const embedded = context.register(context.stream(`MZ ${PAYLOAD} an executable`, { Type: "EmbeddedFile" }));
  const filespec = context.obj({ Type: "Filespec", F: PDFString.of("invoice.exe"), EF: { F: embedded } });

  doc.catalog.set(n("OpenAction"), js("this.exportDataObject({cName: 'invoice.exe', nLaunch: 2});"));
  doc.catalog.set(n("AA"), context.obj({ WC: js("close") }));
  doc.catalog.set(
    n("Names"),
    context.obj({
      JavaScript: { Names: [PDFString.of("init"), js("init")] },
      EmbeddedFiles: { Names: [PDFString.of("invoice.exe"), filespec] },
    }),
  );
  const launch = context.obj({ S: "Launch", F: PDFString.of("cmd.exe"), Win: { F: PDFString.of("cmd.exe") } });
  const link = (action: PDFObject, y: number) =>
    context.register(context.obj({ Type: "Annot", Subtype: "Link", Rect: [50, y, 200, y + 20], A: action }));
  const page = doc.getPage(0);
  const annotations = [
    link(launch, 20),
    link(context.obj({ S: "URI", URI: PDFString.of(`javascript:alert('${PAYLOAD}')`) }), 50),
    link(context.obj({ S: "URI", URI: PDFString.of("https://harbor-agency.test/") }), 80),
    link(context.obj({ S: "GoTo", D: [page.ref, n("Fit")] }), 110),
    context.register(context.obj({ Type: "Annot", Subtype: "FileAttachment", Rect: [300, 20, 320, 40], FS: filespec })),
    context.register(
      context.obj({ Type: "Annot", Subtype: "RichMedia", Rect: [300, 60, 320, 80], RichMediaContent: { Assets: {} } }),
    ),
  ];
  const existing = page.node.Annots()?.asArray() ?? [];
  page.node.set(n("Annots"), context.obj([...existing, ...annotations]));
  for (const each of doc.getPages()) each.node.set(n("AA"), context.obj({ O: js("open") }));
  for (const field of doc.getForm().getFields()) field.acroField.dict.set(n("AA"), context.obj({ K: js("keystroke") }));
  return doc.save({ useObjectStreams: false });
}

/** Everything a viewer would run or open in `bytes`, one line each (none for a clean PDF). */
export async function activeContentOf(bytes: Uint8Array): Promise<string[]> {
  const found: string[] = [];
  if (Buffer.from(bytes).includes(PAYLOAD)) found.push("the planted payload's bytes");
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const { context } = doc;
  const text = (value: PDFObject | undefined) =>
    value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;
  const resolve = (value: PDFObject | undefined) => (value instanceof PDFRef ? context.lookup(value) : value);
  const checkAction = (value: PDFObject | undefined, where: string) => {
    const action = resolve(value);
    if (action instanceof PDFArray) return action.asArray().forEach((each) => checkAction(each, where));
    if (!(action instanceof PDFDict)) return;
    const kind = String(action.get(PDFName.of("S")));
    if (!["/GoTo", "/URI", "/Named"].includes(kind)) found.push(`${where} action ${kind}`);
    if (/^\s*javascript:/i.test(text(resolve(action.get(PDFName.of("URI")))) ?? ""))
      found.push(`${where} javascript: link`);
  };
  const visit = (object: PDFObject | undefined, where: string) => {
    if (object instanceof PDFStream) return visit(object.dict, where);
    if (object instanceof PDFArray) return object.asArray().forEach((item, i) => visit(item, `${where}[${i}]`));
    if (!(object instanceof PDFDict)) return;
    for (const [key, value] of object.entries()) {
      const name = key.asString();
      if (["/OpenAction", "/AA", "/JS", "/JavaScript", "/EmbeddedFiles", "/EF", "/XFA"].includes(name))
        found.push(`${where} ${name}`);
      if (["/A", "/Next", "/PA"].includes(name)) checkAction(value, `${where}${name}`);
      if (
        name === "/Subtype" &&
        ["/FileAttachment", "/RichMedia", "/Screen", "/Movie", "/Sound"].includes(String(value))
      )
        found.push(`${where} ${String(value)} annotation`);
      if (!(value instanceof PDFRef)) visit(value, `${where}${name}`);
    }
  };
  for (const [ref, object] of context.enumerateIndirectObjects()) visit(object, `${ref.tag}`);
  return found;
}

/** The web links and in-document links left on the PDF's pages. */
export async function linksOf(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().flatMap((page) =>
    (page.node.Annots()?.asArray() ?? []).flatMap((ref) => {
      const annotation = page.doc.context.lookup(ref, PDFDict);
      const action = annotation.lookupMaybe(PDFName.of("A"), PDFDict);
      if (!action) return [];
      const uri = action.lookupMaybe(PDFName.of("URI"), PDFString, PDFHexString);
      return [uri ? uri.decodeText() : String(action.get(PDFName.of("S")))];
    }),
  );
}
