import type { ConversationRole } from "../../../domain/service-request.ts";
import { builder } from "../../graphql/builder.ts";
import { ConversationEntryRef, ServiceRequestRef } from "../servicing/servicing.graphql.ts";
import { listRequestCalls, type Call, type CallTranscriptEntry } from "./calls.service.ts";

/** Call transcripts in conversation roles: the caller is the client, the voice agent is Cara; tool steps are not shown. */
function transcriptEntries(transcript: CallTranscriptEntry[]): Array<{ role: ConversationRole; content: string }> {
  return transcript.flatMap((entry): Array<{ role: ConversationRole; content: string }> =>
    entry.role === "user"
      ? [{ role: "CLIENT", content: entry.content }]
      : entry.role === "agent"
        ? [{ role: "CARA", content: entry.content }]
        : [],
  );
}

const ServiceRequestCallRef = builder.objectRef<Call>("ServiceRequestCall").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    startedAt: t.expose("startedAt", { type: "DateTime" }),
    endedAt: t.expose("endedAt", { type: "DateTime", nullable: true }),
    fromName: t.exposeString("fromName", { nullable: true }),
    fromNumber: t.exposeString("fromNumber", { nullable: true }),
    summary: t.exposeString("summary", { nullable: true }),
    transcript: t.field({ type: [ConversationEntryRef], resolve: (call) => transcriptEntries(call.transcript) }),
  }),
});

/** ServiceRequest.calls: this module adds the field to servicing's type (calls depend on servicing, not back). */
builder.objectField(ServiceRequestRef, "calls", (t) =>
  t
    .withAuth({ signedIn: true })
    .field({ type: [ServiceRequestCallRef], resolve: (r, _args, { agency }) => listRequestCalls(agency, r.id) }),
);
