import {
  BookOpen,
  Building2,
  CircleHelp,
  House,
  LayoutTemplate,
  LifeBuoy,
  Mail,
  MessagesSquare,
  Palette,
  Phone,
  Settings,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

export interface NavGroup {
  label?: string;
  items: NavItem[];
}

/** The sidebar's groups and items, in order (docs/product/shell-and-navigation.md). */
export const navGroups: NavGroup[] = [
  { items: [{ label: "Home", to: "/app/home", icon: House }] },
  {
    label: "Copilot",
    items: [
      { label: "Workspaces", to: "/app/workspaces", icon: MessagesSquare },
      { label: "Presets", to: "/app/presets", icon: LayoutTemplate },
      { label: "Styles", to: "/app/styles", icon: Palette },
    ],
  },
  { label: "Servicing", items: [{ label: "Service Requests", to: "/app/servicing", icon: LifeBuoy }] },
  {
    label: "Communication",
    items: [
      { label: "Calls", to: "/app/calls", icon: Phone },
      { label: "Emails", to: "/app/emails", icon: Mail },
    ],
  },
  {
    label: "Knowledge",
    items: [
      { label: "Knowledge Base", to: "/app/knowledge", icon: BookOpen },
      { label: "Accounts", to: "/app/accounts", icon: Building2 },
      { label: "Policies", to: "/app/policies", icon: ShieldCheck },
    ],
  },
];

export const documentationItem = { label: "Documentation", icon: CircleHelp, dialog: "documentation" };
export const settingsItem: NavItem = { label: "Settings", to: "/app/settings", icon: Settings };
