import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  valueFromASTUntyped,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql";
import type { Plugin } from "graphql-yoga";

/**
 * Limits on what one GraphQL request may ask of the server (docs/product/security.md,
 * ADR 019): depth, aliases, tokens, a cost that counts list fan-out, an execution deadline,
 * and no schema introspection or field suggestions for anonymous callers.
 */
export const graphqlLimits = {
  maxDepth: 12,
  maxAliases: 15,
  maxTokens: 3000,
  /** Estimated fields resolved, lists multiplied by their page size (see `operationCost`). */
  maxCost: 10_000,
  /** A list without a page size counts as this many items. */
  defaultListSize: 10,
  /** A paged field without `pageSize` counts as this many rows. */
  defaultPageSize: 50,
  /**
   * A field given a text to search (`search`, `query`, `filter.search`) runs its own search
   * query, whatever it returns: each alias of it costs this much (ADR 062).
   */
  searchCost: 1000,
  /** `totalCount` of a page whose field takes `countLimit`, asked without one: an exact count scans every match. */
  exactCountCost: 1000,
};

export const graphqlLimitMessages = {
  tooCostly: (cost: number) =>
    `This query asks for too much at once (estimated cost ${cost}, limit ${graphqlLimits.maxCost}). Ask for fewer nested lists, searches or exact counts at once, or smaller pages.`,
  timedOut: (ms: number) => `The request took longer than ${ms / 1000} s and was stopped. Ask for less at once.`,
};

/** Depth, aliases and tokens through graphql-armor; suggestions are handled per caller below. */
export function armorPlugin(): Plugin {
  return EnvelopArmorPlugin({
    maxDepth: { n: graphqlLimits.maxDepth, exposeLimits: true },
    maxAliases: { n: graphqlLimits.maxAliases, exposeLimits: true },
    maxTokens: { n: graphqlLimits.maxTokens, exposeLimits: true },
    maxDirectives: { n: 20 },
    costLimit: { enabled: false }, // its static cost ignores list sizes: `operationCost` below counts them
    blockFieldSuggestion: { enabled: false },
  }) as Plugin;
}

/**
 * The estimated number of fields an operation resolves: every list multiplies what is
 * below it by its size (`pageSize` for a page's `nodes`, else `defaultListSize`).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables?: Record<string, unknown> | null,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const operation = document.definitions.find(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return 0;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;

  const costOf = (
    set: SelectionSetNode,
    type: GraphQLCompositeType,
    pageSize: number | null,
    depth: number,
  ): number => {
    if (depth > 40) return Number.POSITIVE_INFINITY;
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT || selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
        if (!fragment) continue;
        const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : type;
        if (condition && isCompositeType(condition))
          total += costOf(fragment.selectionSet, condition, pageSize, depth + 1);
        continue;
      }
      const name = selection.name.value;
      if (name.startsWith("__") || !isObjectType(type)) continue;
      const field = type.getFields()[name];
      if (!field) continue;
      const returnType = getNullableType(field.type);
      const named = getNamedType(field.type);
      const pageSizeArg = field.args.some((arg) => arg.name === "pageSize")
        ? (numberArgument(selection.arguments ?? [], "pageSize", variables) ?? graphqlLimits.defaultPageSize)
        : null;
      const children =
        selection.selectionSet && isCompositeType(named)
          ? costOf(selection.selectionSet, named, pageSizeArg, depth + 1)
          : 0;
      const size = isListType(returnType)
        ? name === "nodes" && pageSize
          ? pageSize
          : graphqlLimits.defaultListSize
        : 1;
      // the field's own query runs once, however many items it returns
      total += size * (1 + children) + queryPrice(field.args, selection, variables);
    }
    return total;
  };
  return costOf(operation.selectionSet, root, null, 0);
}

/**
 * What a field's own query costs beyond the fields it returns: a text search, and an exact
 * count of a page that could have been capped. Many aliases of a cheap-looking search are
 * as many searches (ADR 062).
 */
function queryPrice(
  fieldArgs: ReadonlyArray<{ name: string }>,
  selection: { arguments?: ReadonlyArray<{ name: { value: string }; value: any }>; selectionSet?: SelectionSetNode },
  variables?: Record<string, unknown> | null,
): number {
  const args = selection.arguments ?? [];
  const given = (name: string) => {
    const arg = args.find((candidate) => candidate.name.value === name);
    return arg ? valueFromASTUntyped(arg.value, variables ?? undefined) : undefined;
  };
  const text = (value: unknown) => typeof value === "string" && value.trim() !== "";
  const takes = (name: string) => fieldArgs.some((arg) => arg.name === name);
  let price = 0;
  const filter = takes("filter") ? given("filter") : undefined;
  const searches =
    (takes("search") && text(given("search"))) ||
    (takes("query") && text(given("query"))) ||
    (typeof filter === "object" && filter !== null && text((filter as { search?: unknown }).search));
  if (searches) price += graphqlLimits.searchCost;
  const countsExactly =
    takes("countLimit") &&
    given("countLimit") == null &&
    (selection.selectionSet?.selections ?? []).some(
      (child) => child.kind === Kind.FIELD && child.name.value === "totalCount",
    );
  if (countsExactly) price += graphqlLimits.exactCountCost;
  return price;
}

function numberArgument(
  args: ReadonlyArray<{ name: { value: string }; value: any }>,
  name: string,
  variables?: Record<string, unknown> | null,
): number | null {
  const arg = args.find((candidate) => candidate.name.value === name);
  if (!arg) return null;
  const value = valueFromASTUntyped(arg.value, variables ?? undefined);
  return typeof value === "number" && Number.isFinite(value) ? Math.max(1, value) : null;
}

/** Refuses an operation whose `operationCost` is above the limit, before anything runs. */
export function costLimitPlugin(): Plugin {
  return {
    onExecute: ({ args, setResultAndStopExecution }) => {
      const cost = operationCost(args.schema, args.document, args.operationName, args.variableValues);
      if (cost <= graphqlLimits.maxCost) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(graphqlLimitMessages.tooCostly(Math.round(Math.min(cost, 1e9))), {
            extensions: { code: "QUERY_TOO_COSTLY" },
          }),
        ],
      });
    },
  };
}

/**
 * Anonymous callers (outside development) get no introspection and no "Did you mean"
 * hints; `isOpen` says whether this request may see the schema.
 */
export function schemaPrivacyPlugin(isOpen: (context: unknown) => boolean): Plugin {
  return {
    onValidate: ({ context, addValidationRule }) => {
      if (isOpen(context)) return;
      addValidationRule(NoSchemaIntrospectionCustomRule);
      return ({ valid, result, setResult }) => {
        if (valid) return;
        setResult(
          result.map((error) =>
            error.message.includes("Did you mean")
              ? new GraphQLError(error.message.replace(/ ?Did you mean .*$/, ""), {
                  nodes: error.nodes,
                  extensions: error.extensions,
                })
              : error,
          ),
        );
      };
    },
  };
}

/** Context field read by the resolver guard: time after which no further resolver starts. */
export interface ExecutionDeadline {
  deadline?: { at: number; ms: number };
}

const guarded = new WeakSet<GraphQLSchema>();

/**
 * Makes every resolver of the schema refuse to start after the request's deadline, so a
 * query that fans out stops soon after it. Requests without a deadline (in-process calls
 * from loaders), mutations (a committed change must report its result) and subscriptions
 * are not affected.
 */
export function guardResolversWithDeadline(schema: GraphQLSchema): GraphQLSchema {
  if (guarded.has(schema)) return schema;
  guarded.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: ExecutionDeadline, info) => {
        const deadline = context?.deadline;
        if (deadline && info.operation.operation === "query" && Date.now() > deadline.at) {
          throw new GraphQLError(graphqlLimitMessages.timedOut(deadline.ms), {
            extensions: { code: "TIMEOUT" },
          });
        }
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
