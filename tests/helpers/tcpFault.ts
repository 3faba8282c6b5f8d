/**
 * A TCP proxy between the app's node-postgres pool and a real PostgreSQL that a test can cut and
 * restore, so "the database goes away" without stopping the shared server: `cut()` destroys every
 * open connection (idle pool clients, a transaction's client, a query in flight) and refuses new
 * ones; `restore()` listens again on the same port. `stall()` keeps every connection open and
 * accepts new ones but passes nothing on (a hung server, a partition that silently drops packets);
 * `restore()` then closes the stalled connections and forwards again.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '@/server/db/client';

export class TcpFault {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private stalled = false;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private readonly frozen = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens (on the port it had before, once it has one). */
  async restore(): Promise<void> {
    if (this.stalled) {
      this.stalled = false;
      for (const socket of this.frozen) socket.destroy();
      this.frozen.clear();
    }
    if (this.server) return;
    const server = net.createServer((client) => {
      this.track(client);
      if (this.stalled) {
        this.frozen.add(client);
        return;
      }
      const upstream = net.connect(this.targetPort, this.targetHost);
      this.track(upstream);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
      const pair: [net.Socket, net.Socket] = [client, upstream];
      this.pairs.add(pair);
      client.on('close', () => this.pairs.delete(pair));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        resolve();
      });
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** The database goes away: open connections die at once and new ones are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.stalled = false;
    this.frozen.clear();
    this.pairs.clear();
    this.destroyAll();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** The database stops answering: nothing passes on open connections, new ones are never answered. */
  stall(): void {
    this.stalled = true;
    for (const pair of this.pairs) {
      const [client, upstream] = pair;
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
      this.frozen.add(client);
      this.frozen.add(upstream);
    }
    this.pairs.clear();
  }

  /** Open connections through the proxy (both sides counted). */
  get openSockets(): number {
    return this.sockets.size;
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => this.sockets.delete(socket));
  }

  private destroyAll(): void {
    for (const socket of this.sockets) socket.destroy();
  }
}

/**
 * A proxy in front of the server of TEST_DATABASE_URL and a pool that reaches `handle`'s database
 * (a createTestDatabase one) through it. Close `served` and cut `fault` after the tests.
 */
export async function servedThroughFault(
  handle: DatabaseHandle,
  adminUrl: string,
  poolMax = 3,
): Promise<{ fault: TcpFault; served: DatabaseHandle }> {
  const target = new URL(adminUrl);
  const fault = new TcpFault(target.hostname, Number(target.port || 5432));
  await fault.restore();
  // Both drivers answer { rows }; the shared Database type leaves the answer untyped.
  const answer: unknown = await handle.db.execute(sql`select current_database() as name`);
  const name = (answer as { rows: { name: string }[] }).rows[0]?.name;
  const url = new URL(adminUrl);
  url.hostname = '127.0.0.1';
  url.port = String(fault.port);
  url.pathname = `/${String(name)}`;
  return { fault, served: openPostgres(url.toString(), poolMax) };
}
