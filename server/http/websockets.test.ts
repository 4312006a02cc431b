import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { useHttpTestServer } from "#tests/setup/http-test-server.ts";
import { signAgencyToken } from "../lib/agency-token.ts";

const http = useHttpTestServer();
let wsUrl: string;

beforeAll(async () => {
  wsUrl = http.url.replace(/^http/, "ws");
});

/** Opens a socket; resolves with its first message, or rejects with the HTTP status of a refused upgrade. */
function open(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ socket: WebSocket; first: string }>((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once("message", (data) => resolve({ socket, first: data.toString() }));
    socket.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once("error", reject);
  });
}

describe("the WebSocket upgrade path", () => {
  it("opens for a signed-in user's session and speaks over the socket", async () => {
    const agency = await buildAgency(http.runtime.system);
    const user = await buildAgencyUser(http.runtime.system, agency.id);
    const client = await signedInClient(http.runtime, http.url, user);
    const { socket, first } = await open(`${wsUrl}/ws/ping`, { cookie: client.cookie!, origin: http.url });
    expect(JSON.parse(first)).toEqual({ type: "ready", agencyId: agency.id });
    const pong = new Promise<string>((resolve) => socket.once("message", (data) => resolve(data.toString())));
    socket.send("ping");
    expect(await pong).toBe("pong");
    socket.close();
  });

  it("is refused (401) without a valid session or agency token", async () => {
    await expect(open(`${wsUrl}/ws/ping`)).rejects.toThrow("HTTP 401");
    await expect(open(`${wsUrl}/ws/ping`, { cookie: "cara_session=not-a-session" })).rejects.toThrow("HTTP 401");
    await expect(open(`${wsUrl}/ws/ping?token=forged.token`)).rejects.toThrow("HTTP 401");
    await expect(open(`${wsUrl}/ws/nowhere`)).rejects.toThrow("HTTP 404");
  });

  it("refuses a session cookie sent from another site's page", async () => {
    const agency = await buildAgency(http.runtime.system);
    const user = await buildAgencyUser(http.runtime.system, agency.id);
    const client = await signedInClient(http.runtime, http.url, user);
    await expect(open(`${wsUrl}/ws/ping`, { cookie: client.cookie!, origin: "https://evil.example" })).rejects.toThrow(
      "HTTP 401",
    );
  });

  it("opens with an agency token for the route's purpose, until it expires", async () => {
    const agency = await buildAgency(http.runtime.system);
    const token = (purpose: string, minutes: number) =>
      signAgencyToken(http.runtime.secretKey, {
        agencyId: agency.id,
        purpose,
        expiresAt: new Date(http.runtime.now().getTime() + minutes * 60_000),
      });
    const { socket, first } = await open(`${wsUrl}/ws/ping?token=${token("ping", 5)}`);
    expect(JSON.parse(first)).toEqual({ type: "ready", agencyId: agency.id });
    socket.close();
    await expect(open(`${wsUrl}/ws/ping?token=${token("voice", 5)}`)).rejects.toThrow("HTTP 401");
    await expect(open(`${wsUrl}/ws/ping?token=${token("ping", -1)}`)).rejects.toThrow("HTTP 401");
    const other = signAgencyToken(Buffer.from("another-secret-key-of-at-least-32-chars"), {
      agencyId: agency.id,
      purpose: "ping",
      expiresAt: new Date(http.runtime.now().getTime() + 60_000),
    });
    await expect(open(`${wsUrl}/ws/ping?token=${other}`)).rejects.toThrow("HTTP 401");
  });
});
