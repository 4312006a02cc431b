import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { panelViewOf } from "#app/components/workspaces/panel-params.ts";
import { ArtifactFields, WorkspaceFields } from "./workspace-documents.ts";
import type { Route } from "./+types/workspace";

export { action } from "./workspace-actions.server.ts";

const WorkspacePage = graphql(
  `
    query WorkspacePage($id: ID!, $artifactId: ID!, $version: Int, $withArtifact: Boolean!) {
      caraWorkspace(id: $id) {
        ...WorkspacePageFields
        artifact(id: $artifactId, version: $version) @include(if: $withArtifact) {
          ...WorkspaceArtifactFields
        }
      }
      # the Render menu's custom styles (docs/product/document-styles.md)
      htmlDocumentTemplates {
        id
        title
      }
    }
  `,
  [WorkspaceFields, ArtifactFields],
);

/**
 * The workspace with its conversation, plan and drafts; with `artifact_id` (and `version`) that
 * draft version too (null when there is no such version), and the agency's document styles, in one
 * query. Another agency's or an unknown id: not found.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const view = panelViewOf(new URL(request.url).searchParams);
  const { caraWorkspace, htmlDocumentTemplates } = await gql(context, WorkspacePage, {
    id: params.workspaceId,
    artifactId: view.kind === "artifact" ? view.artifactId : "",
    version: view.kind === "artifact" ? view.version : null,
    withArtifact: view.kind === "artifact",
  });
  const { artifact, ...workspace } = caraWorkspace;
  return { workspace, selectedArtifact: artifact ?? null, documentStyles: htmlDocumentTemplates };
}
