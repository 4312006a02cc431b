import { z } from "zod";
import { createCarrierInput } from "../../../domain/policy/inputs.ts";
import { defineOperation } from "../../lib/operation.ts";
import { createCarrier } from "./carriers.service.ts";

/** Carriers' use cases (ADR 011): the GraphQL mutation and the assistant's tool are built from these. */
export const createCarrierOperation = defineOperation({
  name: "createCarrier",
  description: "Adds the agency's own carrier or wholesale broker.",
  access: "agency",
  input: z.object({ input: createCarrierInput }),
  run: (ctx, { input }) => createCarrier(ctx, input),
});
