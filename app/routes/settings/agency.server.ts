import { parseWithZod } from "@conform-to/zod/v4";
import { timeZoneInput } from "#domain/time-zone.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { failureOf, formReply, invalidReply } from "#app/lib/form-reply.server.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/agency";
import { formDataOf } from "#app/lib/form-data.server.ts";

const AgencySettingsQuery = graphql(`
  query AgencySettings {
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

/** GET /app/settings/agency: the agency's name and time zone (its setting, and the zone in use). */
export async function loader({ context }: Route.LoaderArgs) {
  const { agencyUser } = await gql(context, AgencySettingsQuery);
  return { agency: agencyUser?.agency ?? null };
}

/** POST /app/settings/agency (`timeZone`: a zone of the list, or "" for the state's): errors under the field. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const submission = parseWithZod(form, { schema: timeZoneInput });
    if (submission.status !== "success") return invalidReply(submission);
    const { setAgencyTimeZone } = await gql(context, SetAgencyTimeZone, {
      timeZone: submission.value.timeZone ?? null,
    });
    if (setAgencyTimeZone.__typename !== "AgencyTimeZone") return formReply(submission, failureOf(setAgencyTimeZone));
    return { lastResult: submission.reply(), saved: true };
  });
}
