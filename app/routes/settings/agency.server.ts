import { parseWithZod } from "@conform-to/zod/v4";
import { timeZoneInput } from "#domain/time-zone.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { applicationErrorOf, fieldErrorsOf, gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/agency";

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
  const submission = parseWithZod(await request.formData(), { schema: timeZoneInput });
  if (submission.status !== "success") return { lastResult: submission.reply(), saved: false };
  const { setAgencyTimeZone } = await gql(context, SetAgencyTimeZone, { timeZone: submission.value.timeZone ?? null });
  const fieldErrors = fieldErrorsOf(setAgencyTimeZone);
  if (fieldErrors) return { lastResult: submission.reply({ fieldErrors }), saved: false };
  const message = applicationErrorOf(setAgencyTimeZone);
  if (message) return { lastResult: submission.reply({ formErrors: [message] }), saved: false };
  return { lastResult: submission.reply(), saved: true };
}
