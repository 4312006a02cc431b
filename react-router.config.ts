import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // every page ships the whole route manifest (one cached asset, ~6 KB gzipped) instead of
  // matching routes for a partial one on each request and fetching /__manifest as links appear (ADR 034)
  routeDiscovery: { mode: "initial" },
} satisfies Config;
