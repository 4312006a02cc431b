import net from "node:net";

/**
 * A TCP proxy between the app and PostgreSQL that a test can take down and bring back (ADR 059):
 * `stop()` destroys every open connection and refuses new ones, as a stopped server does;
 * `start()` forwards again. The shared PostgreSQL server itself is never touched.
 */
export interface PgProxy {
  /** The port the app connects to. */
  port: number;
  /** `url` (a postgres:// URL) with its host and port replaced by the proxy's. */
  urlThrough(url: string): string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Connections forwarded since the proxy opened. */
  readonly connections: number;
  close(): Promise<void>;
}

export async function startPgProxy(target: { host: string; port: number }): Promise<PgProxy> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((client) => {
    connections++;
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  let listening = true;

  const stop = async () => {
    if (!listening) return;
    listening = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await closed; // the port now refuses connections (ECONNREFUSED), as a stopped server's does
  };
  return {
    port,
    urlThrough(url) {
      const through = new URL(url);
      through.hostname = "127.0.0.1";
      through.port = String(port);
      return through.toString();
    },
    stop,
    async start() {
      if (listening) return;
      await listen(port);
      listening = true;
    },
    get connections() {
      return connections;
    },
    close: stop,
  };
}
