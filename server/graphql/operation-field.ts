import type { ArgBuilder, InputFieldMap, InputShapeFromFields, SchemaTypes } from "@pothos/core";
import type { z } from "zod";
import { runOperation, type Access, type Operation } from "../lib/operation.ts";
import { builder } from "./builder.ts";
import type { GraphQLContext } from "./context.ts";

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;

/**
 * A mutation built from an operation (ADR 011): named and described by it, signed in unless
 * it is public, behind the subscription gate unless it opts out, its input validated and its
 * access and plan checked by `runOperation`. Failures are the result union's
 * `ValidationError` / `ApplicationError` members (ADR 005).
 */
export function mutationFromOperation<O, Args extends InputFieldMap = Record<never, never>>(
  operation: Operation<Access, z.ZodType, O>,
  field: {
    /** The success member of the result union. */
    type: any;
    args?: (t: ArgBuilder<Types>) => Args;
    /** The operation's input from the arguments; default: the arguments as they are. */
    input?: (args: InputShapeFromFields<Args>) => unknown;
    /** The success member from the operation's value; default: the value. */
    payload?: (value: O) => unknown;
  },
): void {
  builder.mutationField(operation.name, (t) => {
    const base = operation.access === "public" ? t : t.withAuth({ signedIn: true });
    return base.field({
      type: field.type,
      errors: {},
      description: operation.description,
      skipTypeScopes: operation.gated === false,
      args: field.args ? field.args(t.arg as ArgBuilder<Types>) : ({} as Args),
      resolve: async (_root: unknown, args: InputShapeFromFields<Args>, context: GraphQLContext) => {
        const result = await runOperation(context.agency ?? context.ctx, operation, field.input?.(args) ?? args);
        context.loaders?.afterWrite(); // the payload, and a page's loaders after its action, read afresh
        if (!result.ok) throw result.error;
        return field.payload ? field.payload(result.value) : result.value;
      },
    } as any);
  });
}
