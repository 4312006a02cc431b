import { z } from "zod";
import { defineJob } from "../../jobs/define.ts";
import { systemCtx } from "../../lib/context.ts";
import { purgeJobProgress } from "./job-progress.service.ts";

/** Progress rows are kept 14 days (pg-boss archives and then deletes the jobs themselves). */
export const JOB_PROGRESS_KEEP_DAYS = 14;

export const purgeJobProgressJob = defineJob({
  name: "jobs.purge-progress",
  payload: z.object({}),
  schedule: "41 3 * * *",
  handler: async (runtime) => {
    const before = new Date(runtime.now().getTime() - JOB_PROGRESS_KEEP_DAYS * 24 * 60 * 60 * 1000);
    await purgeJobProgress(systemCtx(runtime), before);
  },
});
