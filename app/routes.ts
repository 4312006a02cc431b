import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** The URL tree, route by route (each area's URLs: docs/product/*.md). */
export default [
  index("routes/landing/landing.tsx"),
  route("signin", "routes/auth/signin-redirect.ts"),
  route("app/signin", "routes/auth/signin.tsx"),
  route("app/signout", "routes/auth/signout.ts"),
  route("app/billing/preview", "routes/billing/preview.ts"),
  route("app/billing/update", "routes/billing/update.ts"),
  route("app/billing/payment-method", "routes/billing/payment-method.ts"),
  route("app", "routes/dashboard/layout.tsx", [
    layout("routes/dashboard/content.tsx", [
      index("routes/dashboard/index.ts"),
      // Home (docs/product/home-and-presets.md): the preferences dialog and the built-in preset forms over it.
      route("home", "routes/home/home.tsx", [
        route("preferences", "routes/home/preferences.tsx"),
        route("presets/builtin/:preset", "routes/home/builtin-preset.tsx"),
        route("presets/:presetId", "routes/home/custom-preset.tsx"),
      ]),
      route("home/policies/:policyId/copilot", "routes/home/policy-copilot.ts"),
      route("workspaces", "routes/workspaces/workspaces.tsx"),
      route("workspaces/archive", "routes/workspaces/archive.ts"),
      route("workspaces/:workspaceId", "routes/workspaces/workspace.tsx"),
      // Custom presets (docs/product/custom-presets.md): the list, its editor and run dialogs.
      route("presets", "routes/presets/presets.tsx", [
        route("new", "routes/presets/new-preset.tsx"),
        route(":presetId/edit", "routes/presets/edit-preset.tsx"),
        route(":presetId/run", "routes/presets/run-preset.tsx"),
      ]),
      // Document styles (docs/product/document-styles.md): the list, the create slide-out, a style's edit slide-out with its preview.
      route("styles", "routes/styles/styles.tsx", [
        route("new", "routes/styles/new-style.tsx"),
        route(":styleId", "routes/styles/style.tsx"),
      ]),
      // Servicing (docs/product/servicing.md): the list, then a request's tabs, its dialogs and its comment action.
      route("servicing", "routes/servicing/servicing.tsx"),
      route("servicing/:requestId", "routes/servicing/request.tsx", [
        index("routes/servicing/request-index.ts"),
        route("overview", "routes/servicing/request-overview.tsx"),
        route("conversation", "routes/servicing/request-conversation.tsx"),
        route("activity", "routes/servicing/request-activity.tsx"),
        route("resolve", "routes/servicing/request-resolve.tsx"),
        route("update", "routes/servicing/request-update.tsx"),
        route("copilot", "routes/servicing/request-copilot.tsx"),
        route("comment", "routes/servicing/request-comment.ts"),
        route("reopen", "routes/servicing/request-reopen.ts"),
      ]),
      route("calls", "routes/calls/calls.tsx"),
      // Emails (docs/product/emails-screens.md): the list and its 'Email Thread' slide-out.
      route("emails", "routes/emails/emails.tsx", [route(":threadId", "routes/emails/thread.tsx")]),
      // Knowledge base (docs/product/knowledge-base-screens.md): the list, its upload and create forms, a document's slide-out.
      route("knowledge", "routes/knowledge/knowledge.tsx", [
        route("upload", "routes/knowledge/upload.tsx"),
        route("new", "routes/knowledge/new-document.tsx"),
        route(":documentId", "routes/knowledge/document.tsx", [
          route("delete", "routes/knowledge/delete-document.tsx"),
          route("client", "routes/knowledge/document-client.ts"),
        ]),
        route(":documentId/edit", "routes/knowledge/edit-document.tsx"),
      ]),
      // Accounts (docs/product/accounts-and-contacts.md): list with the Create Account dialog, then the account's tabs.
      route("accounts", "routes/accounts/accounts.tsx", [route("new", "routes/accounts/new-account.tsx")]),
      route("accounts/:accountId", "routes/accounts/account.tsx", [
        index("routes/accounts/account-index.ts"),
        route("overview", "routes/accounts/account-overview.tsx"),
        route("edit", "routes/accounts/edit-account.tsx"),
        route("policies", "routes/accounts/account-policies.tsx"),
        route("certificates", "routes/accounts/account-certificates.tsx", [
          route("new", "routes/accounts/new-certificate.tsx"),
          route(":certificateId", "routes/accounts/certificate.tsx"),
        ]),
        route("service", "routes/accounts/account-service.tsx"),
      ]),
      // Policies (docs/product/policies.md): list with the create dialog, then the policy's tabs.
      route("policies", "routes/policies/policies.tsx", [route("new", "routes/policies/new-policy.tsx")]),
      route("policies/:policyId", "routes/policies/policy.tsx", [
        index("routes/policies/policy-index.ts"),
        route("overview", "routes/policies/policy-overview.tsx"),
        route("edit", "routes/policies/edit-policy.tsx"),
        route("cancel", "routes/policies/policy-cancel.tsx"),
        route("renew", "routes/policies/policy-renew.tsx"),
        route("reinstate", "routes/policies/policy-reinstate.tsx"),
        route("delete", "routes/policies/policy-delete.tsx"),
        route("history", "routes/policies/policy-history.tsx"),
        route("documents", "routes/policies/policy-documents.tsx", [route("new", "routes/policies/new-document.tsx")]),
      ]),
      route("settings", "routes/settings/settings.tsx", [
        index("routes/settings/settings-index.ts"),
        route("subscription", "routes/settings/subscription.tsx", [
          route("users", "routes/settings/add-user.tsx"),
          route("users/:userId/disable", "routes/settings/disable-user.tsx"),
          route("users/:userId/enable", "routes/settings/enable-user.tsx"),
        ]),
        route("integrations", "routes/settings/integrations.tsx"),
        route("agency", "routes/settings/agency.tsx"),
        // Voice agents (docs/product/voice-agents.md): the list with its create dialog, then an agent's settings.
        route("voice", "routes/settings/voice.tsx", [route("new", "routes/settings/voice-new.tsx")]),
        route("voice/:agentId", "routes/settings/voice-agent.tsx"),
        route("email", "routes/settings/email.tsx"),
        route("forms", "routes/settings/form-templates.tsx"),
      ]),
      route("*", "routes/dashboard/not-found.tsx"),
    ]),
  ]),
  route("dev/mailbox", "routes/dev/mailbox.tsx"),
  route("dev/error", "routes/dev/error.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
