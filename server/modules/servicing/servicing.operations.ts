import { z } from "zod";
import { filePartInput } from "../../../domain/document.ts";
import {
  createServiceRequestInput,
  reopenServiceRequestInput,
  serviceRequestCommentInput,
  updateServiceRequestInput,
} from "../../../domain/service-request.ts";
import { defineOperation, recordIdInput } from "../../lib/operation.ts";
import { addServiceRequestComment } from "./servicing-comment.service.ts";
import { reopenServiceRequest } from "./servicing-reopen.service.ts";
import { createServiceRequest } from "./servicing-create.service.ts";
import { resolveServiceRequest } from "./servicing-resolve.service.ts";
import { updateServiceRequest } from "./servicing-update.service.ts";

/** Servicing's use cases (ADR 011): the GraphQL mutations and the assistant's tools are built from these. */
export const createServiceRequestOperation = defineOperation({
  name: "createServiceRequest",
  description:
    "Records a request (for the API, the client portal and integrations); version 1, emailed to its assignee.",
  access: "agency",
  input: z.object({ input: createServiceRequestInput }),
  run: (ctx, { input }) => createServiceRequest(ctx, input),
});

export const resolveServiceRequestOperation = defineOperation({
  name: "resolveServiceRequest",
  description:
    "OPEN → CLOSED with notes (agency only) and files (visible to the client); a CLOSED request cannot be resolved again.",
  access: "agency",
  // the notes are checked by the service, after another agency's id is found not to exist
  input: z.object({
    id: recordIdInput,
    input: z.object({ notes: z.string().nullish(), files: z.array(filePartInput.nullable()).nullish() }),
  }),
  run: (ctx, { id, input }) => resolveServiceRequest(ctx, id, input),
});

export const updateServiceRequestOperation = defineOperation({
  name: "updateServiceRequest",
  description: "Assignee and due date: a field left out stays; null clears it (Unassigned, no due date).",
  access: "agency",
  input: z.object({ id: recordIdInput, input: updateServiceRequestInput }),
  run: (ctx, { id, input }) => updateServiceRequest(ctx, id, input),
});

export const addServiceRequestCommentOperation = defineOperation({
  name: "addServiceRequestComment",
  description: "Adds a comment to the request's activity, by the actor (a user, Cara or an integration).",
  access: "agency",
  input: z.object({ id: recordIdInput, input: serviceRequestCommentInput }),
  run: (ctx, { id, input }) => addServiceRequestComment(ctx, id, input),
});

export const reopenServiceRequestOperation = defineOperation({
  name: "reopenServiceRequest",
  description: "CLOSED → OPEN, with a REOPEN version entry; the reason, when given, is added as a comment.",
  access: "agency",
  input: z.object({ id: recordIdInput, input: reopenServiceRequestInput.nullish() }),
  run: (ctx, { id, input }) => reopenServiceRequest(ctx, id, input ?? {}),
});
