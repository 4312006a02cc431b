import { useOutletContext } from "react-router";
import type { PolicyDetailData } from "./policy.server.ts";

/** What the policy layout gives its tabs. */
export interface PolicyOutletContext {
  policy: PolicyDetailData;
  today: string;
}
export const usePolicy = () => useOutletContext<PolicyOutletContext>();

const utcDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** Policy dates are calendar dates kept at UTC midnight: shown in UTC so they never shift a day. */
export const policyDate = (value: string | null | undefined) => (value ? utcDate.format(new Date(value)) : "—");
