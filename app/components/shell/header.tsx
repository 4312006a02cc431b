import { LogOut, Menu, Settings } from "lucide-react";
import { Link, useSubmit } from "react-router";
import { initialsOf } from "#domain/identity.ts";
import { Button } from "../ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu.tsx";

export interface ShellViewer {
  name: string;
  email: string;
  agency: { name: string };
}

export function Avatar({ name, email }: { name: string; email: string }) {
  return (
    <span
      aria-hidden
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-100 text-xs font-semibold text-accent-700"
    >
      {initialsOf(name, email)}
    </span>
  );
}

/** Top bar: the drawer button on small screens, the agency, and the user's initials and name. */
export function Header({ viewer, onOpenMenu }: { viewer: ShellViewer; onOpenMenu: () => void }) {
  const submit = useSubmit();
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-neutral-200 bg-white px-4 md:px-6">
      <Button variant="ghost" size="icon-sm" className="md:hidden" onClick={onOpenMenu} aria-label="Open navigation">
        <Menu aria-hidden />
      </Button>
      <p className="min-w-0 truncate text-sm font-medium text-neutral-600">{viewer.agency.name}</p>
      <div className="ml-auto">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <button
              type="button"
              className="flex items-center gap-2 rounded-lg py-1 pr-2 pl-1 text-left hover:bg-neutral-100"
              aria-label={`Account menu for ${viewer.name}`}
            >
              <Avatar name={viewer.name} email={viewer.email} />
              <span className="hidden max-w-48 truncate text-sm font-medium text-neutral-900 sm:block">
                {viewer.name}
              </span>
            </button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>
              <span className="block truncate font-medium text-neutral-900">{viewer.name}</span>
              <span className="block truncate">{viewer.email}</span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/app/settings">
                <Settings aria-hidden />
                Settings
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => submit(null, { method: "post", action: "/app/signout" })}>
              <LogOut aria-hidden />
              Sign out
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}
