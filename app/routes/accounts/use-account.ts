import { useRouteLoaderData } from "react-router";
import type { AccountDetail } from "./account.server.ts";

/** The account loaded by the account layout (routes/accounts/account), for its tabs and dialogs. */
export function useAccount(): AccountDetail {
  const data = useRouteLoaderData<{ account: AccountDetail }>("routes/accounts/account");
  if (!data) throw new Error("useAccount outside the account page");
  return data.account;
}
