import { timeZoneInput } from "../../../domain/time-zone.ts";
import { defineOperation } from "../../lib/operation.ts";
import { setAgencyTimeZone } from "./agency-time-zone.service.ts";

/**
 * The agency's settings (ADR 011). Sign-in and sign-out are not operations: they start and
 * end the browser's session (a cookie) and are answered by GraphQL alone.
 */
export const setAgencyTimeZoneOperation = defineOperation({
  name: "setAgencyTimeZone",
  description: "Sets the agency's time zone (an IANA zone from the list), or null to take it from its state.",
  access: "agency",
  input: timeZoneInput,
  run: (ctx, input) => setAgencyTimeZone(ctx, input),
});
