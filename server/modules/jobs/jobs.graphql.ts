import { builder } from "../../graphql/builder.ts";
import { orNotFound } from "../../graphql/errors.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { jobProgressTopic } from "../../lib/topics.ts";
import { whileSessionActive } from "../identity/session.service.ts";
import { getJobStatus, JOB_STATES, type JobStatus } from "./job-progress.service.ts";

const JobStateEnum = builder.enumType("JobState", { values: JOB_STATES });

const JobProgressRef = builder.objectRef<JobStatus>("JobProgress").implement({
  description: "A background job of the agency: its state and the progress its handler reported.",
  fields: (t) => ({
    id: t.id({ resolve: (job) => job.jobId }),
    name: t.exposeString("jobName"),
    state: t.field({ type: JobStateEnum, resolve: (job) => job.state }),
    progress: t.exposeFloat("progress", { description: "From 0 to 1; restarts at 0 on a retry." }),
    attempt: t.exposeInt("attempt", { description: "1 for the first attempt, 2 for the first retry, ..." }),
    updatedAt: t.field({ type: "DateTime", resolve: (job) => job.updatedAt }),
  }),
});

builder.queryField("jobProgress", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: JobProgressRef,
    description: "An agency job's progress and state (NOT_FOUND for another agency's job).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { agency }) => orNotFound(getJobStatus(agency, String(id))),
  }),
);

async function* progressOf(agency: AgencyCtx, jobId: string, signal: AbortSignal): AsyncGenerator<JobStatus> {
  // missed events (the live listener reconnected, ADR 059): read the job again
  const resync = { agencyId: agency.actor.agencyId, jobId, progress: 0 };
  for await (const event of agency.events.subscribe(jobProgressTopic, agency.actor.agencyId, signal, { resync })) {
    if (event.jobId === jobId) yield await getJobStatus(agency, jobId);
  }
}

builder.subscriptionField("jobProgress", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: JobProgressRef,
    description: "An agency job each time it reports progress or changes state, read back as it is then.",
    args: { id: t.arg.id({ required: true }) },
    subscribe: async (_root, { id }, { agency }) => {
      const job = await orNotFound(getJobStatus(agency, String(id)));
      return whileSessionActive(agency, (signal) => progressOf(agency, job.jobId, signal));
    },
    resolve: (job) => job,
  }),
);
