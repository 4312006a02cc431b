import http from "node:http";
import net from "node:net";
import type { Express } from "express";

/**
 * Sends one HTTP request to the real app over a real TCP connection whose server-side
 * socket reports `remoteAddress` as its peer: how a request from another machine looks to
 * the app, without leaving this one. The app runs behind a Node HTTP server on loopback;
 * the peer address is the only thing changed.
 */
export async function requestFrom(
  app: Express,
  remoteAddress: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const server = http.createServer(app);
  server.on("connection", (socket: net.Socket) => {
    Object.defineProperty(socket, "remoteAddress", { value: remoteAddress, configurable: true });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port, path, method: init.method ?? "GET", headers: init.headers },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
        },
      );
      request.on("error", reject);
      request.end(init.body);
    });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
