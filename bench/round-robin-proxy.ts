import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A small reverse proxy for the load benchmark (what nginx does in compose.yaml): each request goes to the next
 * upstream in turn over a kept-alive connection, with the client's address appended to X-Forwarded-For. A connection
 * error before any answer sends a GET or HEAD to the next upstream once, as nginx's `proxy_next_upstream error` does
 * (a kept-alive connection the upstream has just closed); otherwise it is answered 502.
 */
export const startRoundRobinProxy = async (upstreams: readonly string[]): Promise<RoundRobinProxy> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const targets = upstreams.map((u) => new URL(u));
  let next = 0;
  const forward = (incoming: IncomingMessage, outgoing: ServerResponse, tries = 1) => {
    const target = targets[next++ % targets.length]!;
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, agent, headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor } },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      const replayable = incoming.method === 'GET' || incoming.method === 'HEAD';
      if (!outgoing.headersSent && replayable && tries < 2) forward(incoming, outgoing, tries + 1);
      else if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    if (tries === 1) incoming.pipe(upstream);
    else upstream.end();
  };
  const server = createServer((incoming, outgoing) => forward(incoming, outgoing));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
};
