/** Document styles (docs/product/document-styles.md): the module's public surface. */
export {
  findStyle,
  getStyle,
  listStyles,
  styleCount,
  type DocumentStyle,
  type DocumentStyleView,
} from "./styles-read.service.ts";
export { createStyle, updateStyle, type StyleInput } from "./styles-write.service.ts";
export {
  renderStyledHtml,
  renderStyledPdf,
  resolveStyle,
  sampleDocument,
  type ResolvedStyle,
} from "./style-render.service.ts";
