import { LifeBuoy } from "lucide-react";
import { Outlet } from "react-router";
import { EmptyState } from "#app/components/empty-state.tsx";

/** Spec §2 service tab: the account's service requests (filled by the servicing issue). */
export default function AccountService() {
  return (
    <>
      <EmptyState icon={LifeBuoy} title="No service requests" description="Requests this client raises by phone, email or the portal appear here." />
      <Outlet />
    </>
  );
}
