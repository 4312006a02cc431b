import { data, type ActionFunctionArgs } from "react-router";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { failureOf, formReply, readBody, sourceOf } from "#app/lib/form-reply.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";

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

/**
 * POST /app/workspaces/archive (docs/product/workspaces.md): JSON `{ workspaceIds }` (or a form's
 * `workspaceIds` fields). Answers `{ archived: [ids] }` — the agency's workspaces among them;
 * another agency's ids are left out. The list reloads after it.
 */
export async function archiveWorkspacesAction({ request, context }: ActionFunctionArgs) {
  const body = await readBody(request);
  return submitOnce(context, request, body, async () => {
    const raw = body instanceof FormData ? body.getAll("workspaceIds") : body.workspaceIds;
    const workspaceIds = (Array.isArray(raw) ? raw : []).filter((id): id is string => typeof id === "string");
    const result = (await gql(context, ArchiveWorkspaces, { workspaceIds })).updateCaraWorkspaces;
    if (result.__typename === "UpdateCaraWorkspacesSuccess") return data({ archived: result.data.map((w) => w.id) });
    return formReply(sourceOf(body), failureOf(result));
  });
}
