import { z } from "zod";
import { filePartInput, uploadPolicyFileInput } from "../../../domain/document.ts";
import { defineOperation, recordIdInput } from "../../lib/operation.ts";
import { uploadPolicyFile } from "./files-upload.service.ts";
import { deleteFile } from "./files.service.ts";

/** Policy documents (ADR 011): the GraphQL mutations and the assistant's tools are built from these. */
export const uploadPolicyFileOperation = defineOperation({
  name: "uploadPolicyFile",
  description:
    "Adds one document to a policy. The type of the file is checked by its content; `visible` defaults from the document type.",
  access: "agency",
  input: uploadPolicyFileInput.extend({ file: filePartInput }),
  run: (ctx, input) => uploadPolicyFile(ctx, input),
});

export const deleteFileOperation = defineOperation({
  name: "deleteFile",
  description: "Deletes a policy document; its download stops working.",
  access: "agency",
  input: z.object({ fileId: recordIdInput }),
  run: (ctx, { fileId }) => deleteFile(ctx, fileId),
});
