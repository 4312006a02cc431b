import { z } from "zod";
import { failureOf, formReply, issuesFailure, readBody, sourceOf } from "#app/lib/form-reply.server.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/archive";

const ArchiveWorkspaces = graphql(
  `
    mutation ArchiveCaraWorkspaces($workspaceIds: [ID!]!) {
      updateCaraWorkspaces(workspaceIds: $workspaceIds, input: { archive: true }) {
        __typename
        ... on UpdateCaraWorkspacesSuccess {
          data {
            id
          }
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

const archiveInput = z.object({
  workspaceIds: z.array(z.string().min(1)).min(1, "Select the workspaces to archive").max(200),
});

/**
 * POST /app/workspaces/archive, JSON { workspaceIds } (docs/product/workspaces-list.md, "Archive"): archives the
 * agency's workspaces among them (they leave the list); answers { archived } with how many were archived.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readBody(request);
  const fields = body instanceof FormData ? { workspaceIds: body.getAll("workspaceIds") } : body;
  const parsed = archiveInput.safeParse(fields);
  if (!parsed.success) return formReply(sourceOf(body), issuesFailure(parsed.error.issues));
  const result = (await gql(context, ArchiveWorkspaces, { workspaceIds: parsed.data.workspaceIds }))
    .updateCaraWorkspaces;
  if (result.__typename === "UpdateCaraWorkspacesSuccess") return { archived: result.data.length };
  return formReply(sourceOf(body), failureOf(result));
}
