import { z } from "zod";
import { refreshStatistics } from "../db/maintenance.ts";
import { defineJob } from "./define.ts";

/** Nightly VACUUM ANALYZE: the embedded database has no autovacuum (harmless on PostgreSQL). */
export const refreshStatisticsJob = defineJob({
  name: "database.refresh-statistics",
  payload: z.object({}),
  schedule: "23 4 * * *",
  expireInSeconds: 3600,
  handler: async (runtime) => {
    await refreshStatistics(runtime.db);
  },
});
