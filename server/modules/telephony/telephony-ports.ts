import type { Runtime } from "../../lib/context.ts";
import type { TelephonyPorts } from "./ports.ts";

/**
 * The ports the Twilio edge uses in one runtime (ADR 075). Until the voice agents module installs
 * its own, no token names an agent: every call is answered with a sentence and hung up, its
 * reason logged.
 */
const installed = new WeakMap<Runtime, TelephonyPorts>();

export function noAgentsPorts(runtime: Runtime): TelephonyPorts {
  return {
    findAgentByToken: async () => null,
    callerByNumber: async () => null,
    responderFor: () => ({
      async *respond() {
        // never reached: no agent is ever found
      },
    }),
    callEnded: (record) => runtime.log.info("Call ended", { reason: record.reason, callSid: record.callSid }),
  };
}

/** Installs the ports a runtime's Twilio edge uses (the voice agents module at start; tests their double). */
export function installTelephonyPorts(runtime: Runtime, ports: TelephonyPorts): void {
  installed.set(runtime, ports);
}

export function telephonyPorts(runtime: Runtime): TelephonyPorts {
  return installed.get(runtime) ?? noAgentsPorts(runtime);
}
