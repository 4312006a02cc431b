import { redirect, type AppLoadContext } from "react-router";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { failureOf, formReply, sourceOf } from "#app/lib/form-reply.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import { formDataOf } from "#app/lib/form-data.server.ts";

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

/** POST …/users/:userId/disable|enable: back to the subscription page, or the refusal for the dialog. */
export async function changeUserState(
  request: Request,
  context: AppLoadContext,
  change: "disable" | "enable",
  id: string,
) {
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const result =
      change === "disable"
        ? (await gql(context, DisableAgencyUser, { id })).disableAgencyUser
        : (await gql(context, EnableAgencyUser, { id })).enableAgencyUser;
    if (result.__typename === "AgencyUser") throw redirect("/app/settings/subscription");
    return formReply(sourceOf(form), failureOf(result));
  });
}
