import { data } from "react-router";
import { graphql, MutationFailure, type ResultOf } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { failureOf, formReply, messageOf, sourceOf, UNKNOWN_ERROR } from "#app/lib/form-reply.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/account-certificates";
import { formDataOf } from "#app/lib/form-data.server.ts";

const AccountCertificates = graphql(`
  query AccountCertificates($id: ID!) {
    account(id: $id) {
      id
      hasPoliciesInForce
      certificatesOfLiabilityInsurance {
        id
        certificateNumber
        additionalInsured
        createdAt
        viewUrl
        downloadUrl
        holder {
          name
          address {
            city
            zone
          }
        }
      }
    }
    agencyUser {
      agency {
        acord25Template {
          id
          name
          createdAt
        }
      }
    }
  }
`);

const SetAcord25Template = graphql(
  `
    mutation SetAcord25Template($file: File) {
      setAcord25Template(file: $file) {
        __typename
        ... on CertificateTemplateSettings {
          acord25Template {
            id
          }
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

export type AccountCertificate = ResultOf<
  typeof AccountCertificates
>["account"]["certificatesOfLiabilityInsurance"][number];

/** GET /app/accounts/{id}/certificates: the account's certificates, newest first, and whether it has policies in force. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await gql(context, AccountCertificates, { id: params.accountId });
  return {
    certificates: result.account.certificatesOfLiabilityInsurance,
    hasPoliciesInForce: result.account.hasPoliciesInForce,
    template: result.agencyUser?.agency.acord25Template ?? null,
  };
}

/**
 * POST (multipart) intent=acord25: the agency's fillable ACORD 25 for new certificates;
 * intent=acord25-remove goes back to Cara's layout. A refusal is the form reply, its message
 * for the form (the picker has no field of its own).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  const intent = form.get("intent");
  if (intent !== "acord25" && intent !== "acord25-remove") throw data("Unknown action", { status: 400 });
  return submitOnce(context, request, form, async () => {
    const upload = form.get("file");
    const file = intent === "acord25" && upload instanceof File && upload.size > 0 ? upload : null;
    if (intent === "acord25" && !file)
      return formReply(sourceOf(form), { formError: "Choose your agency's fillable ACORD 25 PDF." });
    const { setAcord25Template } = await gql(context, SetAcord25Template, { file });
    if (setAcord25Template.__typename === "CertificateTemplateSettings") return { saved: true as const };
    const failure = failureOf(setAcord25Template);
    return formReply(sourceOf(form), { formError: failure ? messageOf(failure) : UNKNOWN_ERROR });
  });
}
