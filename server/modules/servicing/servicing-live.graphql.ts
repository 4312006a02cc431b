import { builder } from "../../graphql/builder.ts";
import { orNotFound } from "../../graphql/errors.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { serviceRequestActivityTopic } from "../../lib/topics.ts";
import { whileSessionActive } from "../identity/session.service.ts";
import { ServiceRequestRef } from "./servicing.graphql.ts";
import { getServiceRequest, type ServiceRequestRecord } from "./servicing.service.ts";

/** The request read back after each change of its activity (the event carries only ids). */
async function* activityOf(agency: AgencyCtx, id: string, signal: AbortSignal): AsyncGenerator<ServiceRequestRecord> {
  // missed events (the live listener reconnected, ADR 059): read the request again
  const resync = { agencyId: agency.actor.agencyId, serviceRequestId: id, version: 1 };
  for await (const event of agency.events.subscribe(serviceRequestActivityTopic, agency.actor.agencyId, signal, {
    resync,
  })) {
    if (event.serviceRequestId !== id) continue;
    yield await getServiceRequest(agency, id);
  }
}

builder.subscriptionField("serviceRequestActivity", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ServiceRequestRef,
    description:
      "A request of the agency each time its activity changes (comment, assignment, due date, resolution), " +
      "as it is after the change. NOT_FOUND for another agency's id.",
    args: { id: t.arg.id({ required: true }) },
    subscribe: async (_root, { id }, { agency }) => {
      const request = await orNotFound(getServiceRequest(agency, String(id)));
      return whileSessionActive(agency, (signal) => activityOf(agency, request.id, signal));
    },
    resolve: (request) => request,
  }),
);
