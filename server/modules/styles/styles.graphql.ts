import { BUILTIN_STYLE_IDS } from "../../../domain/document-styles.ts";
import { builder } from "../../graphql/builder.ts";
import { orNotFound } from "../../graphql/errors.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import { fileUrl, findFile } from "../files/files.service.ts";
import { createHtmlDocumentTemplateOperation, updateHtmlDocumentTemplateOperation } from "./styles.operations.ts";
import { getStyle, listStyles, type DocumentStyleView } from "./styles-read.service.ts";

/** Document styles (docs/product/document-styles.md): the agency's HTML document templates. */

const PageFileRef = builder
  .objectRef<{ id: string; name: string; size: number }>("HtmlDocumentTemplateFile")
  .implement({
    description: "A start or end page: a stored PDF.",
    fields: (t) => ({
      id: t.exposeID("id"),
      name: t.exposeString("name"),
      size: t.exposeInt("size", { description: "In bytes." }),
      url: t.string({ description: "Download address (signed-in agency users only).", resolve: (f) => fileUrl(f.id) }),
    }),
  });

const CreatorRef = builder.objectRef<{ name: string }>("HtmlDocumentTemplateCreator").implement({
  fields: (t) => ({ name: t.exposeString("name") }),
});

export const HtmlDocumentTemplateRef = builder.objectRef<DocumentStyleView>("HtmlDocumentTemplate").implement({
  description:
    "A document style of the agency: a built-in base style (or none) with an optional start page and end page.",
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    baseStyleId: t.string({
      nullable: true,
      description: `One of ${BUILTIN_STYLE_IDS.join(", ")}; null: none (a plain neutral look).`,
      resolve: (s) => s.baseStyleId,
    }),
    prefixFiles: t.withAuth({ signedIn: true }).field({
      type: [PageFileRef],
      description: "Start pages (the first is placed before the rendered document); at most one is kept.",
      resolve: async (s, _args, { agency }) => {
        const file = s.prefixFileId ? await findFile(agency, s.prefixFileId) : null;
        return file ? [{ id: file.id, name: file.name, size: file.sizeBytes }] : [];
      },
    }),
    suffixFiles: t.withAuth({ signedIn: true }).field({
      type: [PageFileRef],
      description: "End pages (the first is placed after the rendered document); at most one is kept.",
      resolve: async (s, _args, { agency }) => {
        const file = s.suffixFileId ? await findFile(agency, s.suffixFileId) : null;
        return file ? [{ id: file.id, name: file.name, size: file.sizeBytes }] : [];
      },
    }),
    createdBy: t.field({
      type: CreatorRef,
      nullable: true,
      resolve: (s) => (s.creatorName ? { name: s.creatorName } : null),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

builder.queryFields((t) => ({
  htmlDocumentTemplates: t.withAuth({ signedIn: true }).field({
    type: [HtmlDocumentTemplateRef],
    description:
      "The agency's document styles, last updated first; `search` keeps those whose title, description or creator's name contains every word.",
    args: { search: t.arg.string() },
    resolve: (_root, { search }, { agency }) => listStyles(agency, search?.slice(0, 200)),
  }),
  htmlDocumentTemplate: t.withAuth({ signedIn: true }).field({
    type: HtmlDocumentTemplateRef,
    description: "A document style of the agency; NOT_FOUND for another agency's id.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { agency }) => orNotFound(getStyle(agency, String(id))),
  }),
}));

const StyleInputRef = builder.inputType("HtmlDocumentTemplateInput", {
  description:
    "The style form. A page is kept by its file id (prefixFileId, suffixFileId), replaced by an upload (uploadPrefixFile, uploadSuffixFile; a PDF), and removed by sending neither.",
  fields: (f) => ({
    title: f.string({ required: true, description: "Two to four words is best (at most 80 characters)." }),
    description: f.string({ description: "About one sentence (at most 500 characters)." }),
    baseStyleId: f.string({
      description: "A built-in style id, or null/none for none. Omitted: Classic Professional (create) or unchanged.",
    }),
    prefixFileId: f.id(),
    suffixFileId: f.id(),
    uploadPrefixFile: f.field({ type: "File" }),
    uploadSuffixFile: f.field({ type: "File" }),
  }),
});

mutationFromOperation(createHtmlDocumentTemplateOperation, {
  type: HtmlDocumentTemplateRef,
  args: (t) => ({ input: t({ type: StyleInputRef, required: true }) }),
});

mutationFromOperation(updateHtmlDocumentTemplateOperation, {
  type: HtmlDocumentTemplateRef,
  args: (t) => ({ id: t.id({ required: true }), input: t({ type: StyleInputRef, required: true }) }),
  input: (args) => ({ ...args, id: String(args.id) }),
});
