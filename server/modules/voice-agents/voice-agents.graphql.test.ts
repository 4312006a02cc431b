import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";

let runtime: TestRuntime;
let server: TestServer;
let pro: TestClient;
let basic: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
  const proAgency = await buildAgency(runtime.system, { subscription: { plan: "PRO", numVoiceAgents: 2 } });
  const basicAgency = await buildAgency(runtime.system, { subscription: { plan: "BASIC" } });
  const other = await buildAgency(runtime.system);
  pro = await signedInClient(runtime, server.url, await buildAgencyUser(runtime.system, proAgency.id));
  basic = await signedInClient(runtime, server.url, await buildAgencyUser(runtime.system, basicAgency.id));
  stranger = await signedInClient(runtime, server.url, await buildAgencyUser(runtime.system, other.id));
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

const AGENT = `
  __typename
  ... on VoiceAgent { id name phoneNumber state configuration advancedCustomization }
  ... on ValidationError { message fieldErrors { path message } }
  ... on ApplicationError { message code }
`;

const create = (client: TestClient, name?: string) =>
  client.request(`mutation($input: CreateVoiceAgentInput) { createVoiceAgent(input: $input) { ${AGENT} } }`, {
    input: name === undefined ? null : { name },
  });

const update = (client: TestClient, id: string, input: object) =>
  client.request(
    `mutation($id: ID!, $input: UpdateVoiceAgentInput!) { updateVoiceAgent(id: $id, input: $input) { ${AGENT} } }`,
    {
      id,
      input,
    },
  );

const errorsOf = (result: { fieldErrors: Array<{ path: string; message: string }> }) =>
  Object.fromEntries(result.fieldErrors.map((e) => [e.path, e.message]));

describe("voice agents over GraphQL", () => {
  let proAgentId = "";
  let basicAgentId = "";

  it("starts with none, creates 'Default' with every default, and refuses one over the plan's count", async () => {
    expect((await pro.request(`{ voiceAgents { id } }`)).body?.data.voiceAgents).toEqual([]);
    const first = (await create(pro)).body?.data.createVoiceAgent;
    expect(first).toMatchObject({ __typename: "VoiceAgent", name: "Default", phoneNumber: null, state: "ACTIVE" });
    expect(first.configuration.model).toEqual({
      voice: "Charlotte",
      responsiveness: 0.9,
      voiceSpeed: 1,
      voiceTemperature: 1,
      voiceVolume: 1,
    });
    expect(first.configuration.transfer.hours.monday).toMatchObject({ startHour: 9, endHour: 17, enabled: true });
    proAgentId = first.id;
    expect((await create(pro, "After hours")).body?.data.createVoiceAgent.name).toBe("After hours");
    expect((await create(pro, "Third")).body?.data.createVoiceAgent).toEqual({
      __typename: "ApplicationError",
      message: "You have reached the maximum number of voice agents",
      code: "PLAN_LIMIT",
    });
    const basicFirst = (await create(basic, "")).body?.data.createVoiceAgent;
    expect(basicFirst).toMatchObject({ name: "Default", advancedCustomization: false });
    basicAgentId = basicFirst.id;
    expect((await create(basic)).body?.data.createVoiceAgent.message).toBe(
      "You have reached the maximum number of voice agents",
    );
    expect((await basic.request(`{ voiceAgents { name } }`)).body?.data.voiceAgents).toEqual([{ name: "Default" }]);
  });

  it("keeps another agency's agent out of reach, read or written", async () => {
    const read = await stranger.request(`query($id: ID!) { voiceAgent(id: $id) { id } }`, { id: proAgentId });
    expect(read.body?.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await stranger.request(`{ voiceAgents { id } }`)).body?.data.voiceAgents).toEqual([]);
    const write = await update(stranger, proAgentId, { name: "Mine now", configuration: {} });
    expect(write.body?.data.updateVoiceAgent).toMatchObject({ __typename: "ApplicationError", code: "NOT_FOUND" });
    const still = await pro.request(`query($id: ID!) { voiceAgent(id: $id) { name } }`, { id: proAgentId });
    expect(still.body?.data.voiceAgent.name).toBe("Default");
  });

  it("answers every invalid field under its path, and saves nothing", async () => {
    const result = await update(pro, proAgentId, {
      name: " ",
      phoneNumber: "+15550001111",
      configuration: {
        agentName: "x".repeat(51),
        introPhrase: "Hello <first name>, thanks for calling",
        agency: { email: "not-an-email", phone: "555-0100 ext 12", website: "nope" },
        notifications: { staticEmails: ["ops@agency.com", "broken"] },
        transfer: {
          enabled: true,
          fallbackAttempts: 4,
          hours: { timezone: "Europe/Paris" },
          directory: [{ label: "Front desk", number: "(555) 010-0199 x204", transferCriteria: "" }],
        },
      },
    });
    const body = result.body?.data.updateVoiceAgent;
    expect(body.__typename).toBe("ValidationError");
    expect(errorsOf(body)).toEqual({
      name: "Name the voice agent",
      phoneNumber: "The phone number cannot be changed here",
      agentName: "Keep the agent name to 50 characters",
      introPhrase: "Only <customer name> may be written in angle brackets",
      "agency.email": "Enter a valid email address",
      "agency.phone": "Enter the number without an extension",
      "agency.website": "Enter a website address such as https://agency.com",
      "notifications.staticEmails.1": "Enter a valid email address",
      "transfer.fallbackAttempts": "Up to 3 total attempts",
      "transfer.hours.timezone": "Choose one of the time zones",
      "transfer.directory.0.number": "Enter the number without an extension",
    });
  });

  it("saves the whole configuration (custom questions one per line) and reads it back", async () => {
    const result = await update(pro, proAgentId, {
      name: "Main line",
      configuration: {
        agentName: "Ava",
        introPhrase: "Hi <customer name>, this is Ava from Acme Insurance.",
        model: { voice: "Zuri", voiceSpeed: 1.2 },
        notifications: { staticEmails: ["ops@acme.com"], enableDynamicEmailRoutingToAgencyUsers: true },
        taskBehavior: {
          fnol: {
            auto: { questions: ["lossDate", "location"], customQuestions: "Was anyone towed?\n\n Which shop? " },
          },
        },
        transfer: {
          enabled: true,
          fallbackAttempts: 2,
          directory: [{ label: "Claims", number: "+1 (555) 010-0199", transferCriteria: "Claims questions" }],
        },
      },
    });
    const saved = result.body?.data.updateVoiceAgent;
    expect(saved).toMatchObject({ __typename: "VoiceAgent", name: "Main line" });
    const read = await pro.request(`query($id: ID!) { voiceAgent(id: $id) { name configuration } }`, {
      id: proAgentId,
    });
    const config = read.body?.data.voiceAgent.configuration;
    expect(config.agentName).toBe("Ava");
    expect(config.model.voice).toBe("Zuri");
    expect(config.taskBehavior.fnol.auto).toEqual({
      questions: ["lossDate", "location"],
      customQuestions: ["Was anyone towed?", "Which shop?"],
    });
    expect(config.transfer).toMatchObject({ enabled: true, fallbackAttempts: 2 });
    expect(config.notifications.enableDynamicEmailRoutingToAgencyUsers).toBe(true);
  });

  it("on Basic: refuses the advanced options under their fields and keeps the basic ones editable", async () => {
    const gated = await update(basic, basicAgentId, {
      name: "Default",
      configuration: {
        globalCustomInstructions: "Always upsell umbrella.",
        notifications: { staticEmails: ["desk@basic.com"], enableDynamicEmailRoutingToAgencyUsers: true },
        taskBehavior: { coi: { customInstructions: "Email every COI" }, quote: { auto: { questions: ["vin"] } } },
        transfer: { enabled: true },
      },
    });
    const body = gated.body?.data.updateVoiceAgent;
    expect(body.__typename).toBe("ValidationError");
    expect(errorsOf(body)).toEqual({
      globalCustomInstructions: "Only available on the Pro plan",
      "notifications.enableDynamicEmailRoutingToAgencyUsers": "Only available on the Pro plan",
      "taskBehavior.coi.customInstructions": "Only available on the Pro plan",
      "taskBehavior.quote.auto.questions": "Only available on the Pro plan",
      transfer: "Only available on the Pro plan",
    });
    const allowed = await update(basic, basicAgentId, {
      name: "Front desk",
      configuration: {
        agentName: "Sam",
        model: { voice: "Grace" },
        notifications: { staticEmails: ["desk@basic.com"] },
        taskBehavior: { coi: { enabled: false } },
      },
    });
    expect(allowed.body?.data.updateVoiceAgent).toMatchObject({ __typename: "VoiceAgent", name: "Front desk" });
    expect(allowed.body?.data.updateVoiceAgent.configuration.notifications.staticEmails).toEqual(["desk@basic.com"]);
  });
});
