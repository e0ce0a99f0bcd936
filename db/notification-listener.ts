// LISTEN on a real PostgreSQL server through one dedicated connection of its
// own (not a pooled one), that survives the server going away: its 'error'
// is handled (an unhandled one used to end the process), and it connects
// again with capped, jittered exponential backoff, LISTENs on every channel
// again, and tells each subscriber it is back. Notifications sent while it was
// away are lost, so subscribers catch up then (a full catch-up of the search
// index, a look at the outbox).
import pg from "pg";

export interface ReconnectPolicy {
  /** First wait after a lost connection. */
  initialDelayMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
}

export const DEFAULT_RECONNECT: ReconnectPolicy = { initialDelayMs: 250, maxDelayMs: 5_000 };

/** The wait before attempt `attempt` (1, 2, …): doubling from the initial delay up to the cap, then a random point in its upper half. */
export function reconnectDelay(attempt: number, policy: ReconnectPolicy = DEFAULT_RECONNECT, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

interface Subscriber {
  channel: string;
  onPayload(payload: string): void;
  onReconnect?(): void;
}

export interface ListenerLog {
  warn(message: string): void;
  info(message: string): void;
}

const quoteChannel = (channel: string) => `"${channel.replace(/"/g, "")}"`;

export class NotificationListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly subscribers = new Set<Subscriber>();
  private retry: NodeJS.Timeout | null = null;
  private attempt = 0;
  private closed = false;
  /** Whether the connection was ever up: reconnects after that are announced to subscribers. */
  private everConnected = false;
  private lostAt: number | null = null;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly policy: ReconnectPolicy = DEFAULT_RECONNECT,
    private readonly log: ListenerLog = console,
  ) {}

  /** True while the LISTEN connection is up. */
  get connected(): boolean {
    return this.client !== null;
  }

  /**
   * Subscribes; the first subscription connects (and throws when the server
   * cannot be reached, so start-up fails as before). Later, a lost connection
   * is re-established in the background.
   */
  async listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
    const subscriber: Subscriber = { channel, onPayload, onReconnect };
    const listening = [...this.subscribers].some((s) => s.channel === channel);
    this.subscribers.add(subscriber);
    try {
      if (!this.client && !this.retry) await (this.connecting ??= this.connect());
      else if (this.client && !listening) await this.client.query(`LISTEN ${quoteChannel(channel)}`);
    } catch (error) {
      if (!this.everConnected) {
        this.subscribers.delete(subscriber);
        throw error;
      }
      // Lost meanwhile: the reconnect LISTENs on it.
    }
    return async () => {
      this.subscribers.delete(subscriber);
      const still = [...this.subscribers].some((s) => s.channel === channel);
      if (!still && this.client) await this.client.query(`UNLISTEN ${quoteChannel(channel)}`).catch(() => {});
    };
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...this.config, keepAlive: true });
    // Registered before connecting: an error on this connection must never go unhandled.
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client, new Error("connection ended")));
    client.on("notification", (message) => {
      for (const s of this.subscribers) if (s.channel === message.channel) s.onPayload(message.payload ?? "");
    });
    try {
      await client.connect();
      for (const channel of new Set([...this.subscribers].map((s) => s.channel))) await client.query(`LISTEN ${quoteChannel(channel)}`);
    } catch (error) {
      client.removeAllListeners("end");
      await client.end().catch(() => {});
      throw error;
    } finally {
      this.connecting = null;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    const wasLost = this.lostAt !== null;
    if (wasLost) this.log.info(`PostgreSQL LISTEN connection back after ${((Date.now() - this.lostAt!) / 1000).toFixed(1)} s (${this.attempt} attempts).`);
    this.attempt = 0;
    this.lostAt = null;
    const reconnected = this.everConnected;
    this.everConnected = true;
    // Whatever was sent while it was away is lost: let each subscriber catch up.
    if (reconnected) for (const s of this.subscribers) s.onReconnect?.();
  }

  private lost(client: pg.Client, error: Error) {
    if (this.client !== client) return; // an attempt that never became the connection, or one already handled
    this.client = null;
    client.removeAllListeners("notification");
    client.end().catch(() => {});
    if (this.closed) return;
    this.lostAt = Date.now();
    this.log.warn(`PostgreSQL LISTEN connection lost: ${error.message}. Reconnecting in the background.`);
    this.schedule();
  }

  private schedule() {
    if (this.closed || this.retry) return;
    this.attempt += 1;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connecting ??= this.connect();
      this.connecting.catch(() => this.schedule());
    }, reconnectDelay(this.attempt, this.policy));
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    await this.connecting?.catch(() => {});
    if (client) await client.end().catch(() => {});
  }
}
