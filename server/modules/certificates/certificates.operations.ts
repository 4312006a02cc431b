import { z } from "zod";
import { createCertificateInput } from "../../../domain/certificate.ts";
import { filePartInput } from "../../../domain/document.ts";
import { defineOperation } from "../../lib/operation.ts";
import { setAcord25Template } from "./acord25-template.service.ts";
import { createCertificate } from "./certificates.service.ts";

/** Certificates' use cases (ADR 011): the GraphQL mutations and the assistant's tools are built from these. */
export const createCertificateOperation = defineOperation({
  name: "createCertificate",
  description: "Issues a numbered certificate for the account's policies in force (refused when it has none).",
  access: "agency",
  input: z.object({ input: createCertificateInput }),
  run: (ctx, { input }) => createCertificate(ctx, input),
});

export const setAcord25TemplateOperation = defineOperation({
  name: "setAcord25Template",
  description:
    "Uses the agency's fillable ACORD 25 PDF for new certificates; without a file, goes back to Cara's layout.",
  access: "agency",
  input: z.object({ file: filePartInput.nullish() }),
  run: async (ctx, { file }) => ({ acord25Template: await setAcord25Template(ctx, file ?? null) }),
});
