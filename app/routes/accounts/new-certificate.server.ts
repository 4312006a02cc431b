import { redirect } from "react-router";
import { certificateFormSchema } from "#domain/certificate.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { failureOf, formReply, parseBody, readBody } from "#app/lib/form-reply.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
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

/**
 * POST /app/accounts/{id}/certificates/new (form or JSON; docs/product/certificates.md): issues the certificate,
 * then opens its view; a refusal is the form reply (validationErrors per field path or an
 * applicationError message).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const body = await readBody(request);
  return submitOnce(context, request, body, async () => {
    const parsed = parseBody(body, certificateFormSchema);
    if (!parsed.ok) return parsed.reply;
    const { createCertificate: result } = await gql(context, CreateCertificate, {
      input: { accountId: params.accountId, ...parsed.value },
    });
    if (result.__typename === "CertificateOfLiabilityInsurance")
      throw redirect(`/app/accounts/${params.accountId}/certificates/${result.id}`);
    return formReply(parsed.source, failureOf(result));
  });
}
