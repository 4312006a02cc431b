import type { LoadContext } from "#server/http/load-context.ts";

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}

export {};
