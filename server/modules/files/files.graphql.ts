import { POLICY_FILE_TYPES } from "#domain/policy/vocabulary.ts";
import { builder } from "../../graphql/builder.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import { deleteFileOperation, uploadPolicyFileOperation } from "./files.operations.ts";
import { fileUrl, type StoredFile } from "./files.service.ts";

/** Policy documents (docs/product/documents.md; uploadPolicyFile, deleteFile). */

export const PolicyFileTypeEnum = builder.enumType("PolicyFileType", { values: POLICY_FILE_TYPES });

export const PolicyFileRef = builder.objectRef<StoredFile>("PolicyFile").implement({
  description: "A document kept with a policy.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    type: t.field({ type: PolicyFileTypeEnum, nullable: true, resolve: (file) => file.type }),
    mimeType: t.exposeString("mimeType"),
    notes: t.exposeString("notes", { nullable: true, description: "For the agency only; never shown to the client." }),
    visible: t.exposeBoolean("visible", { description: "Whether the client (the insured) may see it." }),
    sizeBytes: t.exposeInt("sizeBytes"),
    url: t.string({
      description: "Download address (signed-in agency users only).",
      resolve: (file) => fileUrl(file.id),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

mutationFromOperation(uploadPolicyFileOperation, {
  type: PolicyFileRef,
  args: (t) => ({
    policyId: t.id({ required: true }),
    file: t({ type: "File", required: true }),
    type: t({ type: PolicyFileTypeEnum, required: true }),
    notes: t.string({ required: false }),
    visible: t.boolean({ required: false }),
  }),
  // null notes are no notes
  input: (args) => ({ ...args, policyId: String(args.policyId), notes: args.notes ?? undefined }),
});

mutationFromOperation(deleteFileOperation, {
  type: PolicyFileRef,
  args: (t) => ({ fileId: t.id({ required: true }) }),
});
