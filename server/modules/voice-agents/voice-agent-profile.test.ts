import { describe, expect, it } from "vitest";
import { defaultVoiceAgentConfiguration, voiceAgentConfigurationSchema } from "#domain/voice-agent.ts";
import { profileOf } from "./voice-agent-profile.ts";
import type { VoiceAgentView } from "./voice-agents.service.ts";

const agent = (
  configuration = defaultVoiceAgentConfiguration(),
  phoneNumber: string | null = null,
): VoiceAgentView => ({
  id: "a1",
  agencyId: "g1",
  name: "Default",
  phoneNumber,
  enabled: true,
  state: "ACTIVE",
  configuration,
  createdByUserId: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

describe("an agent's profile for the Twilio edge", () => {
  it("uses Cara and a greeting naming the agency when the settings leave them blank", () => {
    expect(profileOf(agent(), "Harbor Insurance")).toMatchObject({
      name: "Cara",
      introPhrase: "Thank you for calling Harbor Insurance. This is Cara, how can I help you today?",
      language: "en-US",
      voice: "Charlotte",
      dtmfDetection: true,
    });
  });

  it("says the intro phrase exactly, with the agent's name, language, voice and number", () => {
    const configuration = voiceAgentConfigurationSchema.parse({
      agentName: "Ava",
      introPhrase: "Hi <customer name>, Ava here.",
      language: "es-419",
      model: { voice: "Zuri" },
    });
    expect(profileOf(agent(configuration, "+15550100"), "Harbor")).toMatchObject({
      name: "Ava",
      introPhrase: "Hi <customer name>, Ava here.",
      language: "es-419",
      voice: "Zuri",
      callerId: "+15550100",
    });
  });
});
