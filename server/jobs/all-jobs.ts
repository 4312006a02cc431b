import type { JobDefinition } from "./define.ts";
import { deliverEventJob } from "../lib/domain-events.ts";
import { refreshStatisticsJob } from "./maintenance.jobs.ts";
import { expireTrialsJob } from "../modules/billing/billing.jobs.ts";
import { purgeExpiredSignInsJob } from "../modules/identity/identity.jobs.ts";
import { ingestInboundJob, sweepInboundJob, triageEmailJob } from "../modules/emails/emails.jobs.ts";
import { sendMailJob } from "../modules/mail/mail.jobs.ts";
import { movePolicyStatesJob } from "../modules/policies/policies.jobs.ts";
import { purgeRateLimitsJob } from "../modules/security/security.jobs.ts";
import { dueTodayMailJob } from "../modules/servicing/servicing.jobs.ts";
import { indexKnowledgeDocumentJob, recoverKnowledgeIndexingJob } from "../modules/knowledge/knowledge.jobs.ts";
import { purgeJobProgressJob } from "../modules/jobs/jobs.jobs.ts";
import { processWebhookJob } from "../modules/webhooks/webhooks.jobs.ts";
import { recoverWorkspaceRunsJob, runWorkspaceJob } from "../modules/workspaces/workspaces.jobs.ts";

/** Every job the workers run. A module adds its `<area>.jobs.ts` definitions here. */
export const allJobs: JobDefinition[] = [
  sendMailJob,
  purgeExpiredSignInsJob,
  purgeRateLimitsJob,
  expireTrialsJob,
  movePolicyStatesJob,
  refreshStatisticsJob,
  dueTodayMailJob,
  purgeJobProgressJob,
  processWebhookJob,
  deliverEventJob,
  runWorkspaceJob,
  recoverWorkspaceRunsJob,
  indexKnowledgeDocumentJob,
  recoverKnowledgeIndexingJob,
  ingestInboundJob,
  triageEmailJob,
  sweepInboundJob,
];
