import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { certificateFormSchema } from "#domain/certificate.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { applicationErrorOf, fieldErrorsOf, gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/new-certificate";

const NewCertificateAccount = graphql(`
  query NewCertificateAccount($id: ID!) {
    account(id: $id) {
      id
      hasPoliciesInForce
      certificateBlocker
      certificatePolicyOptions {
        id
        lineOfBusiness
        policyNumber
        effectiveDate
        expirationDate
        selected
        bound
        cancellationPendingOn
        warnings
      }
    }
  }
`);

const CreateCertificate = graphql(
  `
    mutation CreateCertificate($input: CreateCertificateInput!) {
      createCertificate(input: $input) {
        __typename
        ... on CertificateOfLiabilityInsurance {
          id
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { account } = await gql(context, NewCertificateAccount, { id: params.accountId });
  return {
    hasPoliciesInForce: account.hasPoliciesInForce,
    blocker: account.certificateBlocker,
    policies: account.certificatePolicyOptions,
  };
}

type Draft = {
  holder?: unknown;
  additionalInsured?: unknown;
  waiverOfSubrogation?: unknown;
  primaryNonContributory?: unknown;
  policyIds?: unknown;
  descriptionOfOperations?: unknown;
};
const flag = (value: unknown) => (typeof value === "boolean" ? value : null);

async function create(context: Route.ActionArgs["context"], accountId: string, draft: Draft) {
  const { createCertificate } = await gql(context, CreateCertificate, {
    input: {
      accountId,
      holder: draft.holder as never,
      additionalInsured: flag(draft.additionalInsured),
      waiverOfSubrogation: flag(draft.waiverOfSubrogation),
      primaryNonContributory: flag(draft.primaryNonContributory),
      policyIds: Array.isArray(draft.policyIds) ? draft.policyIds.map(String) : null,
      descriptionOfOperations: typeof draft.descriptionOfOperations === "string" ? draft.descriptionOfOperations : null,
    },
  });
  return createCertificate;
}

/**
 * POST /app/accounts/{id}/certificates/new (form or JSON; spec §7): issues the certificate,
 * then opens its view; validationErrors per field path or an applicationError message.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewOf = (id: string) => `/app/accounts/${params.accountId}/certificates/${id}`;
  if (request.headers.get("content-type")?.includes("application/json")) {
    const result = await create(context, params.accountId, ((await request.json().catch(() => ({}))) ?? {}) as Draft);
    if (result.__typename === "CertificateOfLiabilityInsurance") throw redirect(viewOf(result.id));
    return { validationErrors: fieldErrorsOf(result), applicationError: applicationErrorOf(result) };
  }
  const submission = parseWithZod(await request.formData(), { schema: certificateFormSchema });
  if (submission.status !== "success") return { lastResult: submission.reply() };
  const result = await create(context, params.accountId, submission.value);
  if (result.__typename === "CertificateOfLiabilityInsurance") throw redirect(viewOf(result.id));
  const fieldErrors = fieldErrorsOf(result);
  if (fieldErrors) return { lastResult: submission.reply({ fieldErrors }) };
  return { lastResult: submission.reply({ formErrors: [applicationErrorOf(result) ?? "An unknown error occurred"] }) };
}
