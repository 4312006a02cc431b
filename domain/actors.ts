import type { UpdateInitiatorType } from "./service-request.ts";

/** Who can act for an agency and how history names them (docs/product/actors.md). */

export const ASSISTANT_NAME = "Cara";

/** Where Cara works when it acts: a copilot workspace, the email inbox, the phone, an integration job. */
export const CARA_CHANNELS = ["COPILOT", "EMAIL", "VOICE", "INTEGRATION"] as const;
export type CaraChannel = (typeof CARA_CHANNELS)[number];

/**
 * The kinds of actor a record keeps (audit log, comment authors): a user, Cara (with the user
 * it acts for when there is one), a connected system, the platform, or nobody signed in.
 */
export const ACTOR_TYPES = ["AGENCY_USER", "CARA", "INTEGRATION", "SYSTEM", "ANONYMOUS"] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

/** A change's initiator as a service request version keeps it. */
export interface Initiator {
  type: UpdateInitiatorType;
  /** The agency user: the one who acted, or the one Cara acted for. */
  id: string | null;
  /** Cara's channel, or the integration's name. */
  detail?: string | null;
}

/** The initiator type an actor kind writes into version history: an integration is a WORKFLOW, the platform a CRONJOB. */
export const INITIATOR_TYPE_OF_ACTOR: Record<ActorType, UpdateInitiatorType> = {
  AGENCY_USER: "AGENCY_USER",
  CARA: "CARA",
  INTEGRATION: "WORKFLOW",
  SYSTEM: "CRONJOB",
  ANONYMOUS: "ANONYMOUS",
};

/**
 * How activity, version history and the audit log name who acted: the user's name; "Cara"
 * or "Cara on behalf of <user>"; the integration's name; the platform shows as Cara too.
 */
export function actorLabel(who: {
  type: ActorType | UpdateInitiatorType;
  userName: string | null;
  detail?: string | null;
}): string {
  switch (who.type) {
    case "AGENCY_USER":
      return who.userName ?? "A former user";
    case "CARA":
      return who.userName ? `${ASSISTANT_NAME} on behalf of ${who.userName}` : ASSISTANT_NAME;
    case "INTEGRATION":
    case "WORKFLOW":
      return who.detail ?? "An integration";
    case "AGENCY_CLIENT":
      return "The client";
    default:
      return ASSISTANT_NAME;
  }
}
