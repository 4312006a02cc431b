import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { requestSignInCodeInput, verifySignInCodeInput } from "#domain/identity.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { failureOf, formReply, invalidReply, messageOf } from "#app/lib/form-reply.server.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/signin";
import { formDataOf } from "#app/lib/form-data.server.ts";

const ViewerQuery = graphql(`
  query SignInViewer {
    agencyUser {
      id
    }
  }
`);

const SignInMutation = graphql(
  `
    mutation AgencySignIn($email: String!, $code: String) {
      agencySignIn(email: $email, code: $code) {
        __typename
        ... on AgencySignInPayload {
          codeSent
          agencyUserId
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { agencyUser } = await gql(context, ViewerQuery);
  if (agencyUser) throw redirect("/app");
  const params = new URL(request.url).searchParams;
  return {
    email: params.get("email")?.trim() || null,
    code: params.get("code")?.trim() || null,
    resent: params.get("resent") === "1",
  };
}

export type SignInIntent = "request" | "resend" | "verify";

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await formDataOf(request);
  const intent = (formData.get("intent") ?? "request") as SignInIntent;

  if (intent === "verify") {
    const submission = parseWithZod(formData, { schema: verifySignInCodeInput });
    if (submission.status !== "success") return { intent, ...invalidReply(submission).data };
    const { agencySignIn } = await gql(context, SignInMutation, submission.value);
    if (agencySignIn.__typename !== "AgencySignInPayload")
      return { intent, ...formReply(submission, failureOf(agencySignIn)).data };
    throw redirect("/app");
  }

  const submission = parseWithZod(formData, { schema: requestSignInCodeInput });
  if (submission.status !== "success") {
    // on step two there is no email field: the message goes under the form
    const reply =
      intent === "resend"
        ? formReply(submission, { formError: "Enter a valid email address" })
        : invalidReply(submission);
    return { intent, ...reply.data };
  }
  const { agencySignIn } = await gql(context, SignInMutation, { email: submission.value.email });
  if (agencySignIn.__typename !== "AgencySignInPayload") {
    const failure = failureOf(agencySignIn);
    const reply =
      intent === "resend"
        ? formReply(submission, { formError: failure ? messageOf(failure) : "Could not send a new code" })
        : formReply(submission, failure);
    return { intent, ...reply.data };
  }
  const search = new URLSearchParams({ email: submission.value.email });
  if (intent === "resend") search.set("resent", "1");
  throw redirect(`/app/signin?${search}`);
}
