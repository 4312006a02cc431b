import { DEFAULT_AGENT_NAME } from "../../../domain/voice-agent.ts";
import type { VoiceAgentProfile } from "../telephony/ports.ts";
import type { VoiceAgentView } from "./voice-agents.service.ts";

/**
 * What the Twilio edge (ADR 075) needs of an agent, from its configuration (ADR 074): for the
 * `TelephonyPorts.findAgentByToken` the voice agents module installs. `agencyName` is the name the
 * default greeting uses when the intro phrase is blank (the configuration's agency name, else the
 * agency's own).
 */
export function profileOf(agent: VoiceAgentView, agencyName: string): VoiceAgentProfile {
  const config = agent.configuration;
  const name = config.agentName.trim() || DEFAULT_AGENT_NAME;
  const agency = config.agency.name.trim() || agencyName;
  return {
    id: agent.id,
    agencyId: agent.agencyId,
    name,
    introPhrase:
      config.introPhrase.trim() || `Thank you for calling ${agency}. This is ${name}, how can I help you today?`,
    language: config.language,
    voice: config.model.voice,
    interruption: { interruptible: "any", greetingInterruptible: "speech", ignoreBackchannel: true },
    dtmfDetection: true,
    ...(agent.phoneNumber ? { callerId: agent.phoneNumber } : {}),
  };
}
