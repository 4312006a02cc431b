import { createHash } from "node:crypto";
import type { Request } from "express";
import { GraphQLError, print, type DefinitionNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { GraphQLContext } from "../graphql/context.ts";
import { isAgencyUserCtx } from "../lib/context.ts";
import {
  IDEMPOTENCY_KEY,
  claimIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentResponse,
} from "../modules/security/idempotency.service.ts";

export const idempotencyMessages = {
  badKey: "The Idempotency-Key header must be 8 to 200 letters, digits or . _ : -",
  mismatch: "This idempotency key was already used for a different request.",
  inProgress: "A request with this idempotency key is still running. Try again in a moment.",
};

const refusal = (message: string, code: string, status: number) => ({
  errors: [new GraphQLError(message, { extensions: { code, http: { status } } })],
});

/**
 * `/graphql` mutations sent by a signed-in user with an `Idempotency-Key` header (or the
 * `idempotencyKey` request extension) run once: a repeat with the same key and the same
 * request gets the first answer back, with `Idempotent-Replayed: true` (ADR 021).
 */
export function idempotencyPlugin(): Plugin {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as unknown as GraphQLContext & {
        req?: Request;
        params?: { extensions?: any };
      };
      const operation = args.document.definitions.find(
        (d: DefinitionNode) =>
          d.kind === "OperationDefinition" && (!args.operationName || d.name?.value === args.operationName),
      );
      if (!operation || operation.kind !== "OperationDefinition" || operation.operation !== "mutation") return;
      const key = context.req?.get("idempotency-key") ?? context.params?.extensions?.idempotencyKey;
      // keys belong to a signed-in user: the answer is replayed to the same person only
      const agency = context.agency;
      if (key == null || !isAgencyUserCtx(agency)) return;
      if (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key)) {
        setResultAndStopExecution(refusal(idempotencyMessages.badKey, "BAD_USER_INPUT", 400));
        return;
      }
      const digest = createHash("sha256")
        .update(print(args.document))
        .update("\u0000")
        .update(args.operationName ?? "")
        .update("\u0000")
        .update(JSON.stringify(args.variableValues ?? {}))
        .digest("hex");
      const claim = await claimIdempotencyKey(agency, key, digest);
      if (claim.kind === "mismatch") {
        setResultAndStopExecution(refusal(idempotencyMessages.mismatch, "CONFLICT", 422));
        return;
      }
      if (claim.kind === "in-progress") {
        setResultAndStopExecution(refusal(idempotencyMessages.inProgress, "CONFLICT", 409));
        return;
      }
      if (claim.kind === "replay") {
        context.req?.res?.setHeader("Idempotent-Replayed", "true");
        setResultAndStopExecution(claim.response as any);
        return;
      }
      return {
        async onExecuteDone({ result }) {
          if (!("data" in result) || !result.data) {
            await releaseIdempotencyKey(agency, key);
            return;
          }
          await storeIdempotentResponse(
            agency,
            key,
            JSON.parse(JSON.stringify({ data: result.data, errors: result.errors })),
          );
        },
      };
    },
  };
}
