/**
 * Tests only: a real SMTP listener (smtp-server) on 127.0.0.1 that records what it accepts and can
 * misbehave on demand, so delivery is exercised over a real SMTP conversation with nothing of our
 * own code replaced:
 * - `state.refuse = n`: the next n messages get a temporary 451 refusal;
 * - `state.drop = n`: the next n connections are dropped in the middle of the message (DATA
 *   received, no reply), as when the server or the network dies;
 * - `stop()` / `start()`: the server goes away (connection refused) and comes back on the same port.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  subject: string;
  to: string;
}

export interface SmtpTestServer {
  url: string;
  port: number;
  /** Accepted messages, in order. */
  received: ReceivedMail[];
  state: { refuse: number; drop: number };
  /** Counts what the server did (to report the faults a test injected). */
  stats: { refused: number; dropped: number; accepted: number };
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const state = { refuse: 0, drop: 0 };
  const stats = { refused: 0, dropped: 0, accepted: 0 };
  let server: SMTPServer | undefined;
  let port = 0;

  // smtp-server does not hand the socket to onData: find the connection that owns the session.
  const socketOf = (owner: SMTPServer, sessionId: string) =>
    [
      ...(owner as unknown as { connections: Set<{ id: string; _socket?: { destroy(): void } }> })
        .connections,
    ].find((connection) => connection.id === sessionId)?._socket;

  const create = (): SMTPServer =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 1_000,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (state.drop > 0) {
            state.drop -= 1;
            stats.dropped += 1;
            // The whole message arrived but is never acknowledged: the client sees the connection die.
            if (server) socketOf(server, session.id)?.destroy();
            return;
          }
          if (state.refuse > 0) {
            state.refuse -= 1;
            stats.refused += 1;
            const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          const subject = /^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString())?.[1] ?? '';
          received.push({ subject, to: session.envelope.rcptTo[0]?.address ?? '' });
          stats.accepted += 1;
          callback();
        });
      },
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const next = create();
      next.on('error', () => {});
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.server.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = undefined;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    state,
    stats,
    stop,
    start,
    close: stop,
  };
}
