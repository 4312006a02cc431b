import { useLocation } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { DEFAULT_STYLE_ID } from "#domain/document-styles.ts";
import { StylePreview } from "./style-preview.tsx";
import { StyleSheet } from "./style-sheet.tsx";
import type { Route } from "./+types/new-style";

export { action } from "./new-style.server.ts";
export const meta = () => pageTitle("Create Style");

/** Create Style (docs/product/document-styles.md): the form; the preview comes once it is saved. */
export default function NewStyle({ actionData }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <StyleSheet
      formId="create-style"
      title="Create Style"
      description="A built-in look for Cara's documents, with your own start and end pages."
      parentPath={`/app/styles${search}`}
      method="post"
      submitLabel="Create Style"
      defaults={{ title: "", description: "", baseStyleId: DEFAULT_STYLE_ID, prefixFile: null, suffixFile: null }}
      lastResult={actionData?.lastResult}
      preview={<StylePreview styleId={null} title="" counter={0} state="unsaved" />}
      onEdit={() => undefined}
    />
  );
}
