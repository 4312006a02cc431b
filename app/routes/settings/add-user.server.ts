import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { createAgencyUserInput } from "#domain/identity.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { failureOf, formReply, invalidReply } from "#app/lib/form-reply.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/add-user";
import { formDataOf } from "#app/lib/form-data.server.ts";

const CreateAgencyUser = graphql(
  `
    mutation CreateAgencyUser($input: CreateAgencyUserInput!) {
      createAgencyUser(input: $input) {
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

/** POST /app/settings/subscription/users: Add User, then back to the subscription page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const submission = parseWithZod(form, { schema: createAgencyUserInput });
    if (submission.status !== "success") return invalidReply(submission);
    const { createAgencyUser } = await gql(context, CreateAgencyUser, { input: submission.value });
    if (createAgencyUser.__typename === "AgencyUser") throw redirect("/app/settings/subscription");
    return formReply(submission, failureOf(createAgencyUser));
  });
}
