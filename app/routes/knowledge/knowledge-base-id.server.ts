import { data, type AppLoadContext } from "react-router";
import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";

const AgencyKnowledgeBase = graphql(`
  query AgencyKnowledgeBase {
    knowledgeBase {
      id
    }
  }
`);

/** The id of the agency's knowledge base, which new documents go to. */
export async function knowledgeBaseId(context: AppLoadContext): Promise<string> {
  const { knowledgeBase } = await gql(context, AgencyKnowledgeBase);
  if (!knowledgeBase) throw data("Knowledge base not found", { status: 404 });
  return knowledgeBase.id;
}
