import { pageTitle } from "#app/components/area-page.tsx";
import { useLocation } from "react-router";
import { TextDocumentSheet } from "./text-document-form.tsx";
import type { Route } from "./+types/new-document";

export { action } from "./new-document.server.ts";
export const meta = () => pageTitle("Create Document");

/** Create Document (docs/product/knowledge-base-screens.md): a written document for the knowledge base. */
export default function NewDocument({ actionData }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <TextDocumentSheet
      formId="create-knowledge-document"
      title="Create Document"
      description="Write what Cara should know. It is indexed like an uploaded document."
      parentPath={`/app/knowledge${search}`}
      submitLabel="Create Document"
      lastResult={actionData?.lastResult}
    />
  );
}
