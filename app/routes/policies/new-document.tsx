import { getFormProps, useForm } from "@conform-to/react";
import { useState } from "react";
import { useNavigation } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { selectClass } from "#app/components/address-fields.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { FilePicker } from "#app/components/file-picker.tsx";
import { FormError, FormField } from "#app/components/form-field.tsx";
import { RouteDialog, DialogBack } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { textareaClass } from "#app/components/documents/textarea-class.ts";
import { useMaxUploadBytes } from "#app/lib/public-config.ts";
import { ACCEPTED_FILE_EXTENSIONS, formatFileSize } from "#domain/document.ts";
import {
  isVisibleToClientByDefault,
  POLICY_FILE_TYPE_NAMES,
  POLICY_FILE_TYPES,
  type PolicyFileType,
} from "#domain/policy/vocabulary.ts";
import type { Route } from "./+types/new-document";

export { action } from "./new-document.server.ts";
export const meta = () => pageTitle("Upload Document");

/**
 * Upload Document (docs/product/documents.md): one file, its type, notes for the agency only, and whether the
 * client sees it — set from the type until the user decides. Closes once the file is stored.
 */
export default function NewDocument({ params, actionData }: Route.ComponentProps) {
  const parent = `/app/policies/${params.policyId}/documents`;
  const navigation = useNavigation();
  const maxUploadBytes = useMaxUploadBytes();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [type, setType] = useState<PolicyFileType | "">("");
  const [visible, setVisible] = useState(false);
  const [visibleTouched, setVisibleTouched] = useState(false);
  const [form, fields] = useForm({
    id: "upload-document",
    lastResult: navigation.state === "idle" ? actionData?.lastResult : undefined,
    shouldValidate: "onSubmit",
  });

  function changeType(next: PolicyFileType | "") {
    setType(next);
    if (!visibleTouched) setVisible(next ? isVisibleToClientByDefault(next) : false);
  }

  return (
    <RouteDialog
      parentPath={parent}
      title="Upload Document"
      description={`Add one file to this policy. PDF, images, Word, Excel, text or email files up to ${formatFileSize(maxUploadBytes)}.`}
      className="sm:max-w-xl"
    >
      <ActionForm encType="multipart/form-data" className="flex flex-col gap-4" {...getFormProps(form)}>
        <FormField field={fields.file} label="File">
          {(props) => (
            <FilePicker
              {...props}
              name={fields.file.name}
              accept={ACCEPTED_FILE_EXTENSIONS}
              maxBytes={maxUploadBytes}
              hint={`One file, up to ${formatFileSize(maxUploadBytes)}`}
              disabled={pending}
            />
          )}
        </FormField>
        <FormField field={fields.type} label="Document type">
          {(props) => (
            <select
              {...props}
              name={fields.type.name}
              value={type}
              onChange={(event) => changeType(event.target.value as PolicyFileType | "")}
              className={selectClass}
            >
              <option value="">Choose a type</option>
              {POLICY_FILE_TYPES.map((value) => (
                <option key={value} value={value}>
                  {POLICY_FILE_TYPE_NAMES[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          field={fields.visible}
          label="Client access"
          description="Binders, endorsements, lost policy releases, policy and quote documents are shared with the client by default."
        >
          {(props) => (
            <label className="flex items-center gap-2.5 text-sm text-neutral-800">
              <input type="hidden" name={fields.visible.name} value={String(visible)} />
              <input
                {...props}
                name={undefined}
                type="checkbox"
                checked={visible}
                onChange={(event) => {
                  setVisible(event.target.checked);
                  setVisibleTouched(true);
                }}
                className="size-4 rounded border-neutral-300 accent-accent-600"
              />
              Visible to the client
            </label>
          )}
        </FormField>
        <FormField field={fields.notes} label="Notes (optional)" description="Notes are not visible to the client.">
          {(props) => (
            <textarea
              {...props}
              name={fields.notes.name}
              defaultValue={String(fields.notes.initialValue ?? "")}
              rows={3}
              className={textareaClass}
            />
          )}
        </FormField>
        <FormError errors={form.errors} />
        <DialogFooter>
          <DialogBack parentPath={parent}>Cancel</DialogBack>
          <Button type="submit" pending={pending}>
            Upload
          </Button>
        </DialogFooter>
      </ActionForm>
    </RouteDialog>
  );
}
