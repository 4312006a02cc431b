import { MoreHorizontal, UserCheck, UserPlus, UserX } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Avatar } from "#app/components/shell/header.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";
import type { SubscriptionPageData } from "./subscription.server.ts";

type User = SubscriptionPageData["users"][number];

function UserRow({ user, isViewer }: { user: User; isViewer: boolean }) {
  const navigate = useNavigate();
  const active = user.state === "ACTIVE";
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Avatar name={user.name} email={user.email} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-neutral-900">
          <span className="truncate">{user.name}</span>
          {isViewer ? <span className="text-xs font-normal text-neutral-500">(you)</span> : null}
          <Badge tone={active ? "green" : "neutral"}>{active ? "Active" : "Disabled"}</Badge>
        </p>
        <p className="truncate text-sm text-neutral-500">{user.email}</p>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${user.name}`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {active ? (
            <DropdownMenuItem
              disabled={isViewer}
              onSelect={() => navigate(`users/${user.id}/disable`, { preventScrollReset: true })}
            >
              <UserX aria-hidden />
              Disable
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => navigate(`users/${user.id}/enable`, { preventScrollReset: true })}>
              <UserCheck aria-hidden />
              Enable
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}

/**
 * Manage Users (docs/product/users-and-seats.md): users sorted by state, each with a Disable or
 * Enable action; Add User needs a free seat.
 */
export function ManageUsers({
  users,
  viewerId,
  seatsFull,
}: {
  users: User[];
  viewerId: string | null;
  seatsFull: boolean;
}) {
  const addUser = (
    <Button asChild={!seatsFull} disabled={seatsFull} size="sm">
      {seatsFull ? (
        <>
          <UserPlus aria-hidden />
          Add User
        </>
      ) : (
        <Link to="users" preventScrollReset>
          <UserPlus aria-hidden />
          Add User
        </Link>
      )}
    </Button>
  );
  return (
    <section aria-labelledby="users-heading" className="rounded-lg border border-neutral-200 bg-white">
      <div className="flex items-center justify-between gap-4 border-b border-neutral-200 px-4 py-3">
        <div>
          <h2 id="users-heading" className="text-sm font-semibold text-neutral-900">
            Manage Users
          </h2>
          <p className="text-sm text-neutral-500">
            {seatsFull ? "All seats are assigned. Add seats to add a user." : "Each active user holds one seat."}
          </p>
        </div>
        {addUser}
      </div>
      <ul className="divide-y divide-neutral-100">
        {users.map((user) => (
          <UserRow key={user.id} user={user} isViewer={user.id === viewerId} />
        ))}
      </ul>
    </section>
  );
}
