import { getFormProps, useForm } from "@conform-to/react";
import { useNavigation } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { textareaClass } from "#app/components/documents/textarea-class.ts";
import { FilePicker } from "#app/components/file-picker.tsx";
import { FormError, FormField } from "#app/components/form-field.tsx";
import { RouteDialog, DialogBack } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { useMaxUploadBytes } from "#app/lib/public-config.ts";
import { ACCEPTED_FILE_EXTENSIONS, formatFileSize } from "#domain/document.ts";
import RequestOverview from "./request-overview.tsx";
import type { Route } from "./+types/request-resolve";

export { action } from "./request-resolve.server.ts";
export const meta = () => pageTitle("Resolve request");

/** Resolve form (docs/product/servicing.md): notes (not visible to the client) and files (visible to the client). */
export default function ResolveRequest({ params, actionData }: Route.ComponentProps) {
  const parent = `/app/servicing/${params.requestId}/overview`;
  const navigation = useNavigation();
  const maxUploadBytes = useMaxUploadBytes();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "resolve-request",
    lastResult: navigation.state === "idle" ? actionData?.lastResult : undefined,
  });
  return (
    <>
      <RequestOverview />
      <RouteDialog
        parentPath={parent}
        title="Resolve request"
        description="Closes the request. The client sees the files you attach, not your notes."
        className="sm:max-w-xl"
      >
        <ActionForm encType="multipart/form-data" className="flex flex-col gap-4" {...getFormProps(form)}>
          <FormField field={fields.notes} label="Resolution notes" description="Not visible to the client.">
            {(props) => (
              <textarea
                {...props}
                name={fields.notes.name}
                rows={4}
                className={textareaClass}
                placeholder="What was done, for your team"
              />
            )}
          </FormField>
          <FormField field={fields.files} label="Files" description="Visible to the client.">
            {(props) => (
              <FilePicker
                {...props}
                name={fields.files.name}
                multiple
                accept={ACCEPTED_FILE_EXTENSIONS}
                maxBytes={maxUploadBytes}
                hint={`Up to ${formatFileSize(maxUploadBytes)} in all`}
                disabled={pending}
              />
            )}
          </FormField>
          <FormError errors={form.errors} />
          <DialogFooter>
            <DialogBack parentPath={parent}>Cancel</DialogBack>
            <Button type="submit" pending={pending}>
              Resolve
            </Button>
          </DialogFooter>
        </ActionForm>
      </RouteDialog>
    </>
  );
}
