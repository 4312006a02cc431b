import { ACCOUNT_TYPE_NAMES, type AccountType } from "#domain/account.ts";
import { Badge } from "../ui/badge.tsx";

/** Business (blue) or Individual (neutral). */
export function AccountTypeBadge({ type }: { type: AccountType }) {
  return <Badge tone={type === "BUSINESS" ? "blue" : "neutral"}>{ACCOUNT_TYPE_NAMES[type]}</Badge>;
}
