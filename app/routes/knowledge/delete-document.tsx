import { useLocation, useNavigation, useOutletContext } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { FormError } from "#app/components/form-field.tsx";
import { DialogBack, RouteDialog } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import type { KnowledgeDocumentData } from "./document.server.ts";
import type { Route } from "./+types/delete-document";

export const meta = () => pageTitle("Delete document");
export { deleteDocumentAction as action } from "./document.server.ts";

/**
 * /app/knowledge/{id}/delete: the confirmation over the Document Information slide-out. It posts
 * to itself (a form cannot send DELETE); the action is the document's DELETE. Then the list.
 */
export default function DeleteDocument({ actionData }: Route.ComponentProps) {
  const document = useOutletContext<KnowledgeDocumentData>();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const parent = `${pathname.replace(/\/delete$/, "")}${search}`;
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const error = navigation.state === "idle" ? actionData?.applicationError : undefined;
  return (
    <RouteDialog
      parentPath={parent}
      title="Delete document?"
      description={
        <>
          <span className="font-medium break-all text-neutral-900">{document.title}</span> will be removed from the
          knowledge base with its file and its index. Cara will no longer answer from it.
        </>
      }
    >
      <ActionForm preventScrollReset className="flex flex-col gap-4">
        <FormError errors={error ? [error] : null} />
        <DialogFooter>
          <DialogBack parentPath={parent}>Cancel</DialogBack>
          <Button type="submit" variant="destructive" pending={pending}>
            Delete
          </Button>
        </DialogFooter>
      </ActionForm>
    </RouteDialog>
  );
}
