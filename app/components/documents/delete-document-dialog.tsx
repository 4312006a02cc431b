import { Form, useNavigation, useSearchParams } from "react-router";
import { FormError } from "#app/components/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";

export const DELETE_PARAM = "delete";

/**
 * Delete confirmation for a policy document (spec §2: delete asks confirmation). The URL holds
 * it (`?delete=<fileId>`); confirming sends DELETE with the fileId to the documents route.
 */
export function DeleteDocumentDialog({
  files,
  error,
}: {
  files: Array<{ id: string; name: string }>;
  error?: string | null;
}) {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const fileId = params.get(DELETE_PARAM);
  const file = files.find((candidate) => candidate.id === fileId);
  const close = () =>
    setParams(
      (current) => {
        current.delete(DELETE_PARAM);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Dialog open={Boolean(file)} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete document?</DialogTitle>
          <DialogDescription>
            <span className="font-medium break-all text-neutral-900">{file?.name}</span> will be removed from this
            policy, and nobody will be able to open it again.
          </DialogDescription>
        </DialogHeader>
        <Form method="delete" preventScrollReset className="flex flex-col gap-4">
          <input type="hidden" name="fileId" value={file?.id ?? ""} />
          <FormError errors={error ? [error] : null} />
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="destructive"
              pending={navigation.state !== "idle" && navigation.formMethod === "DELETE"}
            >
              Delete
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
