import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { createAgencyUserInput } from "#domain/identity.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { applicationErrorOf, fieldErrorsOf, gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/add-user";

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
  const submission = parseWithZod(await request.formData(), { schema: createAgencyUserInput });
  if (submission.status !== "success") return { lastResult: submission.reply() };
  const { createAgencyUser } = await gql(context, CreateAgencyUser, { input: submission.value });
  const fieldErrors = fieldErrorsOf(createAgencyUser);
  if (fieldErrors) return { lastResult: submission.reply({ fieldErrors }) };
  const message = applicationErrorOf(createAgencyUser);
  if (message) return { lastResult: submission.reply({ formErrors: [message] }) };
  throw redirect("/app/settings/subscription");
}
