import type { LoadContext } from "#server/http/load-context.ts";

declare module "react-router" {
  // declaration merging: React Router's context type becomes ours
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}

export {};
