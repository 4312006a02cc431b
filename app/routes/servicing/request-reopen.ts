import { data, redirect } from "react-router";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { applicationErrorOf, fieldErrorsOf, gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/request-reopen";

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
export async function action({ params, context }: Route.ActionArgs) {
  const result = (await gql(context, ReopenRequest, { id: params.requestId })).reopenServiceRequest;
  if (result.__typename === "ServiceRequest") throw redirect(`/app/servicing/${params.requestId}/overview`);
  const message = applicationErrorOf(result) ?? Object.values(fieldErrorsOf(result) ?? {})[0]?.[0];
  throw data(message ?? "The request could not be reopened", { status: 400 });
}
