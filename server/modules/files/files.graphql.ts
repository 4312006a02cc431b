import { POLICY_FILE_TYPES } from "#domain/policy/vocabulary.ts";
import { builder } from "../../graphql/builder.ts";
import { uploadPolicyFile } from "./files-upload.service.ts";
import { deleteFile, fileUrl, type StoredFile } from "./files.service.ts";

/** Policy documents (spec §3 Policy file; §7 uploadPolicyFile, deleteFile). */

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

builder.mutationField("uploadPolicyFile", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: PolicyFileRef,
    errors: {},
    description:
      "Adds one document to a policy. The type of the file is checked by its content; `visible` defaults from the document type.",
    args: {
      policyId: t.arg.id({ required: true }),
      file: t.arg({ type: "File", required: true }),
      type: t.arg({ type: PolicyFileTypeEnum, required: true }),
      notes: t.arg.string({ required: false }),
      visible: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, { agency }) =>
      uploadPolicyFile(agency, {
        policyId: String(args.policyId),
        file: args.file,
        type: args.type,
        notes: args.notes,
        visible: args.visible,
      }),
  }),
);

builder.mutationField("deleteFile", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: PolicyFileRef,
    errors: {},
    description: "Deletes a policy document; its download stops working.",
    args: { fileId: t.arg.id({ required: true }) },
    resolve: (_root, { fileId }, { agency }) => deleteFile(agency, String(fileId)),
  }),
);
