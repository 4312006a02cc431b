import { redirect, type AppLoadContext } from "react-router";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";

const DisableAgencyUser = graphql(
  `
    mutation DisableAgencyUser($id: ID!) {
      disableAgencyUser(id: $id) {
        __typename
        ... on AgencyUser {
          id
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

const EnableAgencyUser = graphql(
  `
    mutation EnableAgencyUser($id: ID!) {
      enableAgencyUser(id: $id) {
        __typename
        ... on AgencyUser {
          id
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

/** POST …/users/:userId/disable|enable: back to the subscription page, or the first error message for the dialog. */
export async function changeUserState(context: AppLoadContext, change: "disable" | "enable", id: string) {
  const result =
    change === "disable"
      ? (await gql(context, DisableAgencyUser, { id })).disableAgencyUser
      : (await gql(context, EnableAgencyUser, { id })).enableAgencyUser;
  if (result.__typename === "AgencyUser") throw redirect("/app/settings/subscription");
  return { error: result.message || "An unknown error occurred" };
}
