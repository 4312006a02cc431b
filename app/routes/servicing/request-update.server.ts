import { redirect } from "react-router";
import { updateServiceRequestInput } from "#domain/service-request.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { failureOf, formReply, issuesFailure, readBody, sourceOf } from "#app/lib/form-reply.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
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
function formFields(form: FormData): Record<string, unknown> {
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
 * POST /app/servicing/{id}/update (docs/product/servicing.md): JSON { assigneeId, dueAt } or the dialog's form
 * (assigneeId, dueAt as yyyy-mm-dd); a blank or null assignee is Unassigned, dueAt an ISO
 * timestamp or null; then the overview. A refusal is the form reply (messages per field).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const body = await readBody(request);
  return submitOnce(context, request, body, async () => {
    const fields = body instanceof FormData ? formFields(body) : body;
    const source = sourceOf(body);
    const parsed = updateServiceRequestInput.safeParse({
      assigneeId: fields.assigneeId ?? null,
      dueAt: fields.dueAt ?? null,
    });
    if (!parsed.success) return formReply(source, issuesFailure(parsed.error.issues));
    const input = { assigneeId: parsed.data.assigneeId ?? null, dueAt: parsed.data.dueAt?.toISOString() ?? null };
    const result = (await gql(context, UpdateRequest, { id: params.requestId, input })).updateServiceRequest;
    if (result.__typename === "ServiceRequest") throw redirect(`/app/servicing/${params.requestId}/overview`);
    return formReply(source, failureOf(result));
  });
}
