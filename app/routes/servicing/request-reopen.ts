import { data, redirect } from "react-router";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { failureOf, messageOf } from "#app/lib/form-reply.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/request-reopen";
import { formDataOf } from "#app/lib/form-data.server.ts";

const ReopenRequest = graphql(
  `
    mutation ReopenServiceRequest($id: ID!) {
      reopenServiceRequest(id: $id) {
        __typename
        ... on ServiceRequest {
          id
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

/** GET has nothing to show: the Reopen button lives in the request's header. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/app/servicing/${params.requestId}/overview`);
}

/** POST /app/servicing/{id}/reopen (docs/product/servicing.md, "Reopen"): then the overview. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const result = (await gql(context, ReopenRequest, { id: params.requestId })).reopenServiceRequest;
    if (result.__typename === "ServiceRequest") throw redirect(`/app/servicing/${params.requestId}/overview`);
    const failure = failureOf(result);
    throw data(failure ? messageOf(failure) : "The request could not be reopened", { status: 400 });
  });
}
