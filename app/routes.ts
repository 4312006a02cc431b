import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** The URL tree of spec §2, route by route. */
export default [
  index("routes/landing/landing.tsx"),
  route("signin", "routes/auth/signin-redirect.ts"),
  route("app/signin", "routes/auth/signin.tsx"),
  route("app/signout", "routes/auth/signout.ts"),
  route("app", "routes/dashboard/layout.tsx", [
    layout("routes/dashboard/content.tsx", [
      index("routes/dashboard/index.ts"),
      route("home", "routes/home/home.tsx"),
      route("workspaces", "routes/workspaces/workspaces.tsx"),
      route("workspaces/:workspaceId", "routes/workspaces/workspace.tsx"),
      route("presets", "routes/presets/presets.tsx"),
      route("styles", "routes/styles/styles.tsx"),
      route("servicing", "routes/servicing/servicing.tsx"),
      route("calls", "routes/calls/calls.tsx"),
      route("emails", "routes/emails/emails.tsx"),
      route("knowledge", "routes/knowledge/knowledge.tsx"),
      route("accounts", "routes/accounts/accounts.tsx"),
      route("policies", "routes/policies/policies.tsx"),
      route("settings", "routes/settings/settings.tsx", [
        index("routes/settings/settings-index.ts"),
        route("subscription", "routes/settings/subscription.tsx"),
        route("integrations", "routes/settings/integrations.tsx"),
        route("voice", "routes/settings/voice.tsx"),
      ]),
      route("*", "routes/dashboard/not-found.tsx"),
    ]),
  ]),
  route("dev/mailbox", "routes/dev/mailbox.tsx"),
  route("dev/error", "routes/dev/error.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
