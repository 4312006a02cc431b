import { z } from "zod";

/**
 * Live-update topics: one zod schema per topic, every payload names its agency. Payloads are
 * small (ids and deltas); subscribers read the state back from the database
 * (docs/product/live-updates.md).
 */
export interface Topic<S extends z.ZodType<{ agencyId: string }> = z.ZodType<{ agencyId: string }>> {
  name: string;
  schema: S;
}

export function defineTopic<S extends z.ZodType<{ agencyId: string }>>(name: string, schema: S): Topic<S> {
  return { name, schema };
}

export type TopicPayload<T extends Topic> = z.output<T["schema"]>;

const id = z.string().min(1).max(64);

/** A service request changed: a new version (comment, assignment, due date, resolution, ...). */
export const serviceRequestActivityTopic = defineTopic(
  "serviceRequest.activity",
  z.object({ agencyId: id, serviceRequestId: id, version: z.number().int().positive() }),
);

/** An audit entry was written; its row is read back by id. */
export const auditEntryTopic = defineTopic("audit.entry", z.object({ agencyId: id, id: z.number().int().positive() }));

/** A session ended (sign-out: `sessionId`), or every session of a user (disable: no `sessionId`). */
export const sessionEndedTopic = defineTopic(
  "session.ended",
  z.object({ agencyId: id, agencyUserId: id, sessionId: id.optional() }),
);

/** An agency job reported progress (0–1) or changed state. */
export const jobProgressTopic = defineTopic(
  "job.progress",
  z.object({ agencyId: id, jobId: id, progress: z.number().min(0).max(1) }),
);

/** A copilot workspace changed (a message, its text as written, a stage, an event, an artifact, its state). */
export const caraWorkspaceChangedTopic = defineTopic(
  "caraWorkspace.changed",
  z.object({ agencyId: id, workspaceId: id }),
);

/** A knowledge base document changed (added, its reading status or progress, edited, deleted). */
export const knowledgeDocumentChangedTopic = defineTopic(
  "knowledgeDocument.changed",
  z.object({ agencyId: id, documentId: id }),
);
