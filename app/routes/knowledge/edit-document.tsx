import { useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { TextDocumentSheet } from "./text-document-form.tsx";
import type { Route } from "./+types/edit-document";

export { action, loader } from "./edit-document.server.ts";
/** The list behind may refetch while documents are indexed: the form being typed in is not reloaded. */
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod ? defaultShouldRevalidate : false;
export const meta = ({ data }: Route.MetaArgs) => pageTitle(data ? `Edit ${data.document.title}` : "Edit document");

/** Edit a text document (docs/product/knowledge-base-screens.md): its title and content; saving indexes it again. */
export default function EditDocument({ loaderData, actionData }: Route.ComponentProps) {
  const { document } = loaderData;
  const { search } = useLocation();
  return (
    <TextDocumentSheet
      key={document.id}
      formId={`edit-knowledge-document-${document.id}`}
      title="Edit Document"
      description="Saving indexes the document again; Cara answers from the new text once it is done."
      parentPath={`/app/knowledge/${document.id}${search}`}
      submitLabel="Save"
      defaults={{ title: document.title, content: document.content }}
      lastResult={actionData?.lastResult}
    />
  );
}
