import { useLocation, useNavigation, useSearchParams } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { FormError } from "#app/components/form-field.tsx";
import { DialogBack, RouteDialog } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";

export const DELETE_PARAM = "delete";

/**
 * Delete confirmation for a policy document (docs/product/documents.md, "Deleting"). The URL holds
 * it (`?delete=<fileId>`); confirming sends DELETE with the fileId to the documents route.
 */
export function DeleteDocumentDialog({
  files,
  error,
}: {
  files: Array<{ id: string; name: string }>;
  error?: string | null;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const fileId = params.get(DELETE_PARAM);
  const file = files.find((candidate) => candidate.id === fileId);
  if (!file) return null;
  // A form without JavaScript can only POST: the documents action takes POST as DELETE.
  return (
    <RouteDialog
      parentPath={pathname}
      title="Delete document?"
      description={
        <>
          <span className="font-medium break-all text-neutral-900">{file.name}</span> will be removed from this policy,
          and nobody will be able to open it again.
        </>
      }
    >
      <ActionForm preventScrollReset className="flex flex-col gap-4">
        <input type="hidden" name="fileId" value={file.id} />
        <FormError errors={error ? [error] : null} />
        <DialogFooter>
          <DialogBack parentPath={pathname}>Cancel</DialogBack>
          <Button
            type="submit"
            variant="destructive"
            pending={navigation.state !== "idle" && navigation.formMethod === "POST"}
          >
            Delete
          </Button>
        </DialogFooter>
      </ActionForm>
    </RouteDialog>
  );
}
