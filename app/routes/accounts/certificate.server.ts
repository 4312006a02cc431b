import { data } from "react-router";
import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/certificate";

const CertificateView = graphql(`
  query CertificateView($id: ID!) {
    certificate(id: $id) {
      id
      accountId
      certificateNumber
      additionalInsured
      createdAt
      viewUrl
      downloadUrl
      holder {
        name
      }
    }
  }
`);

/** GET /app/accounts/{id}/certificates/{certificateId}: the certificate of this account (else 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { certificate } = await gql(context, CertificateView, { id: params.certificateId });
  if (certificate.accountId !== params.accountId) throw data("Certificate not found", { status: 404 });
  return { certificate };
}
