import { builder } from "../graphql/builder.ts";
import { mutationFromOperation } from "../graphql/operation-field.ts";
import { fileUrl, type StoredFile } from "../modules/files/files.service.ts";
import { CaraArtifactRef } from "../modules/workspaces/workspace-types.graphql.ts";
import { runOperation } from "../lib/operation.ts";
import {
  formTemplatesOperation,
  setFormTemplateOperation,
  updateCaraWorkspaceFormFieldOperation,
} from "./form-fields.operations.ts";

/** Correcting a filled form's field, and the agency's own fillable editions of forms. */

mutationFromOperation(updateCaraWorkspaceFormFieldOperation, {
  type: CaraArtifactRef,
  args: (t) => ({
    workspaceId: t.id({ required: true }),
    artifactId: t.id({ required: true }),
    key: t.string({ required: true, description: "The field's key (the ACORD field name, or Cara's key)." }),
    value: t.string({ required: true, description: "The corrected value; blank empties the field." }),
  }),
});

const FormTemplateFileRef = builder.objectRef<StoredFile>("FormTemplateFile").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    url: t.string({ resolve: (file) => fileUrl(file.id) }),
    uploadedAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});
const FormTemplateSettingRef = builder
  .objectRef<{ template: string; file: StoredFile | null }>("FormTemplateSetting")
  .implement({
    fields: (t) => ({
      template: t.exposeString("template"),
      file: t.field({
        type: FormTemplateFileRef,
        nullable: true,
        description: "The agency's uploaded edition; null: Cara prints its own layout.",
        resolve: (s) => s.file,
      }),
    }),
  });

mutationFromOperation(setFormTemplateOperation, {
  type: FormTemplateSettingRef,
  args: (t) => ({ template: t.string({ required: true }), file: t({ type: "File", required: false }) }),
});

builder.queryField("formTemplates", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [FormTemplateSettingRef],
    description: formTemplatesOperation.description,
    resolve: async (_root, _args, { agency }) => {
      const result = await runOperation(agency, formTemplatesOperation, {});
      if (!result.ok) throw result.error;
      return result.value;
    },
  }),
);
