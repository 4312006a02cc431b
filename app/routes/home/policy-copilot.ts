import { redirect } from "react-router";
import { MAX_WORKSPACE_FILES } from "#domain/workspace.ts";
import { createWorkspace } from "#app/lib/create-workspace.server.ts";
import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { formatCalendarDate } from "#app/lib/format.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/policy-copilot";
import { formDataOf } from "#app/lib/form-data.server.ts";

const PolicyForCopilot = graphql(`
  query PolicyForCopilot($id: ID!) {
    businessPolicy(id: $id) {
      id
      typeName
      policyNumber
      expiresAt
      accountId
      account {
        id
        account {
          name
        }
      }
      cancellation {
        effectiveAt
      }
      actions {
        cancellationPending
      }
      files {
        id
      }
    }
  }
`);

/** The first message: what the policy is and why it is on the user's day (all from the record). */
function briefFor(policy: {
  typeName: string;
  policyNumber: string | null;
  expiresAt: string | null;
  account: { account: { name: string } };
  cancellation: { effectiveAt: string } | null;
  actions: { cancellationPending: boolean };
}): string {
  const name = [policy.typeName, "policy", policy.policyNumber].filter(Boolean).join(" ");
  const why =
    policy.actions.cancellationPending && policy.cancellation
      ? `is canceled effective ${formatCalendarDate(policy.cancellation.effectiveAt)}`
      : policy.expiresAt
        ? `expires on ${formatCalendarDate(policy.expiresAt)} and has no renewal yet`
        : "has no expiration date";
  return `${name} for ${policy.account.account.name} ${why}. Summarise its coverage, limits and what to review with the client, citing the policy's documents.`;
}

/**
 * POST /app/home/policies/{id}/copilot (docs/product/home-and-presets.md, "Your day"): a workspace
 * with Explore a Policy on the policy's account and its documents, then opens it; a refusal is { error }.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    let policy;
    try {
      policy = (await gql(context, PolicyForCopilot, { id: params.policyId })).businessPolicy;
    } catch (error) {
      // another agency's or a deleted policy: the 404 answer becomes the row's message
      if ((error as { init?: { status?: number } } | null)?.init?.status === 404) return { error: "Policy not found" };
      throw error;
    }
    const files = policy.files.slice(0, MAX_WORKSPACE_FILES).map((file) => ({ id: file.id }));
    const result = await createWorkspace(context, {
      message: briefFor(policy),
      preset: "DocumentExploration",
      accountId: policy.accountId,
      existingFiles: files.length ? files : null,
    });
    if (result.id) throw redirect(`/app/workspaces/${result.id}`);
    return { error: result.error };
  });
}
