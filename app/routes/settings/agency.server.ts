import { parseWithZod } from "@conform-to/zod/v4";
import { PRE_APPROVAL_RULES, type PreApprovalRule } from "#domain/effects.ts";
import { timeZoneInput } from "#domain/time-zone.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { failureOf, formReply, invalidReply } from "#app/lib/form-reply.server.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/agency";
import { formDataOf } from "#app/lib/form-data.server.ts";

const isPreApprovalRule = (value: string): value is PreApprovalRule =>
  (PRE_APPROVAL_RULES as readonly string[]).includes(value);

const AgencySettingsQuery = graphql(`
  query AgencySettings {
    caraPreApprovals
    agencyUser {
      id
      agency {
        id
        name
        timeZone {
          setting
          effective
        }
      }
    }
  }
`);

const SetAgencyTimeZone = graphql(
  `
    mutation SetAgencyTimeZone($timeZone: String) {
      setAgencyTimeZone(timeZone: $timeZone) {
        __typename
        ... on AgencyTimeZone {
          setting
          effective
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

const UpdatePreApprovals = graphql(
  `
    mutation UpdateCaraPreApprovals($rules: [CaraPreApprovalRule!]!) {
      updateCaraPreApprovals(rules: $rules) {
        __typename
        ... on UpdateCaraPreApprovalsSuccess {
          data
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

/**
 * GET /app/settings/agency: the agency's name and time zone (its setting, and the zone in use),
 * and the actions outside the product Cara takes without asking (ADR 060).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { agencyUser, caraPreApprovals } = await gql(context, AgencySettingsQuery);
  return { agency: agencyUser?.agency ?? null, preApprovals: caraPreApprovals };
}

/** `intent=preApprovals`: the rules checked (repeated `rule`); none checked asks a person for every action. */
async function savePreApprovals(context: Route.ActionArgs["context"], form: FormData) {
  const rules = form.getAll("rule").map(String).filter(isPreApprovalRule);
  const result = (await gql(context, UpdatePreApprovals, { rules })).updateCaraPreApprovals;
  if (result.__typename === "UpdateCaraPreApprovalsSuccess") return { preApprovalsSaved: true as const };
  return { preApprovalsError: result.__typename === "ApplicationError" ? result.message : "Could not save." };
}

/**
 * POST /app/settings/agency (`timeZone`: a zone of the list, or "" for the state's): errors under
 * the field; with `intent=preApprovals`, the agency's pre-approval rules.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    if (form.get("intent") === "preApprovals") return savePreApprovals(context, form);
    const submission = parseWithZod(form, { schema: timeZoneInput });
    if (submission.status !== "success") return invalidReply(submission);
    const { setAgencyTimeZone } = await gql(context, SetAgencyTimeZone, {
      timeZone: submission.value.timeZone ?? null,
    });
    if (setAgencyTimeZone.__typename !== "AgencyTimeZone") return formReply(submission, failureOf(setAgencyTimeZone));
    return { lastResult: submission.reply(), saved: true };
  });
}
