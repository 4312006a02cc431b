import { redirect } from "react-router";
import { updateServiceRequestInput } from "#domain/service-request.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { failureOf, jsonBody, validationErrorsOf } from "#app/lib/route-failure.server.ts";
import type { Route } from "./+types/request-update";

const AgencyUsersQuery = graphql(`
  query ServiceRequestAssignees {
    agencyUsers {
      id
      name
      state
    }
  }
`);

const UpdateRequest = graphql(
  `
    mutation UpdateServiceRequest($id: ID!, $input: UpdateServiceRequestInput!) {
      updateServiceRequest(id: $id, input: $input) {
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

/** The people a request can be assigned to: the agency's ACTIVE users. */
export async function loader({ context }: Route.LoaderArgs) {
  const { agencyUsers } = await gql(context, AgencyUsersQuery);
  return { assignees: agencyUsers.filter((user) => user.state === "ACTIVE").map(({ id, name }) => ({ id, name })) };
}

/** The form's fields (the dialog posts a plain form): a blank is null, a date is that UTC day. */
async function formBody(request: Request): Promise<Record<string, unknown>> {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value.trim() ? value.trim() : null;
  };
  const day = text("dueAt");
  return {
    assigneeId: text("assigneeId"),
    dueAt: day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00.000Z` : day,
  };
}

/**
 * POST /app/servicing/{id}/update (spec §7): JSON { assigneeId, dueAt } or the dialog's form
 * (assigneeId, dueAt as yyyy-mm-dd); a blank or null assignee is Unassigned, dueAt an ISO
 * timestamp or null; then the overview. Bad input is a 400 with validationErrors per field.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const json = request.headers.get("content-type")?.includes("application/json");
  const body = json ? await jsonBody(request) : await formBody(request);
  const parsed = updateServiceRequestInput.safeParse({
    assigneeId: body.assigneeId ?? null,
    dueAt: body.dueAt ?? null,
  });
  if (!parsed.success) {
    return validationErrorsOf(parsed.error.issues);
  }
  const input = { assigneeId: parsed.data.assigneeId ?? null, dueAt: parsed.data.dueAt?.toISOString() ?? null };
  const result = (await gql(context, UpdateRequest, { id: params.requestId, input })).updateServiceRequest;
  const failure = failureOf(result);
  if (failure) return failure;
  throw redirect(`/app/servicing/${params.requestId}/overview`);
}
