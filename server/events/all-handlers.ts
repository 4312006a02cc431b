import type { AnyEventHandler } from "../lib/domain-events.ts";
import { policiesOfRenamedAccount } from "../modules/policies/policies.events.ts";
import { requestsOfRenamedAccount } from "../modules/servicing/servicing.events.ts";

/**
 * Every domain-event handler (ADR 017), assembled here so that a module publishing an event
 * never imports the modules that react to it. A module adds its `<area>.events.ts` handlers here.
 */
export const allEventHandlers: AnyEventHandler[] = [policiesOfRenamedAccount, requestsOfRenamedAccount];
