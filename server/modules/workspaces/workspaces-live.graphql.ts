import { builder } from "../../graphql/builder.ts";
import { orNotFound } from "../../graphql/errors.ts";
import { whileSessionActive } from "../../graphql/live.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { caraWorkspaceChangedTopic } from "../../lib/topics.ts";
import { CaraWorkspaceRef } from "./workspaces.graphql.ts";
import { getWorkspace, readWorkspace, type Workspace } from "./workspaces.service.ts";

/** At most this many reads per subscriber per second; the last change is always delivered. */
const MIN_INTERVAL_MS = 100;

/**
 * The workspace read back after changes (ADR 013). Bursts are coalesced: changes arriving while
 * a read is pending or within MIN_INTERVAL_MS of the last one make one read, after the burst's
 * last event, so a subscriber sees every settled state and never a stale last one.
 */
export async function* workspaceChanges(
  agency: AgencyCtx,
  id: string,
  signal: AbortSignal,
  minIntervalMs = MIN_INTERVAL_MS,
): AsyncGenerator<Workspace> {
  let dirty = false;
  const waiter: { wake: (() => void) | null } = { wake: null };
  let ended = false;
  const pump = (async () => {
    // missed events (the live listener reconnected, ADR 059): read the workspace again
    const resync = { agencyId: agency.actor.agencyId, workspaceId: id };
    for await (const event of agency.events.subscribe(caraWorkspaceChangedTopic, agency.actor.agencyId, signal, {
      resync,
    })) {
      if (event.workspaceId !== id) continue;
      dirty = true;
      waiter.wake?.();
    }
  })().finally(() => {
    ended = true;
    waiter.wake?.();
  });
  let last = 0;
  try {
    while (!ended && !signal.aborted) {
      if (!dirty) await new Promise<void>((resolve) => (waiter.wake = resolve));
      waiter.wake = null;
      if (!dirty) continue;
      const wait = last + minIntervalMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (signal.aborted) break;
      dirty = false;
      last = Date.now();
      yield await readWorkspace(agency, id);
    }
  } finally {
    await pump.catch(() => {});
  }
}

builder.subscriptionField("watchCaraWorkspace", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CaraWorkspaceRef,
    description:
      "The workspace each time it changes (messages as they are written, stages, events, drafts, state), " +
      "at most about 10 times a second, always ending on its latest state. NOT_FOUND for another agency's id.",
    args: { id: t.arg.id({ required: true }) },
    subscribe: async (_root, { id }, { agency }) => {
      const workspace = await orNotFound(getWorkspace(agency, String(id)));
      return whileSessionActive(agency, (signal) => workspaceChanges(agency, workspace.id, signal));
    },
    resolve: (workspace) => workspace,
  }),
);
