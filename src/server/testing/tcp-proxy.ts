/**
 * Tests only: a TCP proxy between the app and a server (PostgreSQL), to stage network faults
 * without touching the server itself:
 * - `cut()`      destroys every live connection (both sides), as a restarted server or a reset;
 * - `refuse()`   accepts new connections and closes them at once with a reset, as a server
 *                that is down;
 * - `stall()`    keeps every connection open but forwards nothing, as a network partition
 *                (only timeouts can tell);
 * - `restore()`  forwards new connections again (stalled ones are destroyed: after a partition
 *                the client must start over, never resume a half-read conversation).
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'stall';

interface Pair {
  client: Socket;
  upstream: Socket;
}

export interface TcpProxy {
  /** `host:port` the proxy listens on (127.0.0.1). */
  readonly host: string;
  readonly port: number;
  readonly mode: ProxyMode;
  /** Connections accepted since start, and those open now. */
  readonly stats: { accepted: number; open: number; cut: number; refused: number };
  cut(): void;
  refuse(): void;
  stall(): void;
  restore(): void;
  close(): Promise<void>;
}

/** `listenPort` 0 (the default) takes any free port; a test may pick one to open it late. */
export async function startTcpProxy(
  target: { host: string; port: number },
  listenPort = 0,
): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  const stalled = new Set<Socket>();
  const stats = { accepted: 0, open: 0, cut: 0, refused: 0 };
  let mode: ProxyMode = 'forward';

  const destroyPair = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream.destroy();
  };

  const server: Server = createServer((client) => {
    stats.accepted += 1;
    client.on('error', () => {});
    if (mode === 'refuse') {
      stats.refused += 1;
      client.resetAndDestroy();
      return;
    }
    if (mode === 'stall') {
      // Read and drop whatever the client sends, answer nothing.
      stalled.add(client);
      client.on('data', () => {});
      client.on('close', () => stalled.delete(client));
      return;
    }
    const upstream = createConnection(target);
    const pair = { client, upstream };
    pairs.add(pair);
    stats.open += 1;
    upstream.on('error', () => {});
    const closed = () => {
      if (!pairs.delete(pair)) return;
      stats.open -= 1;
      destroyPair(pair);
    };
    client.on('close', closed);
    upstream.on('close', closed);
    client.on('data', (chunk) => {
      if (mode !== 'stall') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode !== 'stall') client.write(chunk);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('proxy has no address');

  const cutAll = () => {
    for (const pair of [...pairs]) {
      stats.cut += 1;
      // A reset, not a polite FIN: the client learns at once, as when a server dies.
      pair.client.resetAndDestroy();
      pair.upstream.destroy();
    }
    for (const socket of [...stalled]) socket.resetAndDestroy();
  };

  return {
    host: '127.0.0.1',
    port: address.port,
    get mode() {
      return mode;
    },
    stats,
    cut: cutAll,
    refuse() {
      mode = 'refuse';
      cutAll();
    },
    stall() {
      // Live connections stay open but carry nothing more in either direction.
      mode = 'stall';
    },
    restore() {
      if (mode === 'stall') cutAll();
      mode = 'forward';
    },
    close: () =>
      new Promise<void>((resolve) => {
        cutAll();
        server.close(() => resolve());
      }),
  };
}

/** The same connection string, sent through the proxy. */
export function throughProxy(databaseUrl: string, proxy: Pick<TcpProxy, 'host' | 'port'>): string {
  const url = new URL(databaseUrl);
  url.hostname = proxy.host;
  url.port = String(proxy.port);
  return url.toString();
}
