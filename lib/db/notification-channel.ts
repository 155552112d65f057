import { EventEmitter } from "node:events";
import pg from "pg";

// The channel the notifications table's trigger sends on (migration 20261205003000_notifications):
// its payload is the id of the member whose notifications changed, sent when the change commits.
export const NOTIFICATION_CHANNEL = "hiring_notifications";

// One emitter per process, on globalThis: scripts/serve.ts and Next.js's bundle of the route handlers
// each load this module, and the streams must hear what the one listening connection hears.
const holder = globalThis as unknown as { hiringNotificationEvents?: EventEmitter; hiringNotificationListener?: Promise<ChannelListener> | null; hiringNotificationsUnheard?: boolean };
export const notificationEvents = (holder.hiringNotificationEvents ??= new EventEmitter().setMaxListeners(0));

type ChannelListener = { close: () => Promise<void> };

// A process that serves no streams (the admin CLI beside `npm start`) leaves its one embedded
// connection without a LISTEN: sent as the connection is handed out, it ran beside the CLI's first
// statement, and pg warns of two queries at once on one client.
export function keepNotificationsUnheard(): void {
  holder.hiringNotificationsUnheard = true;
}

export function hearsNotifications(): boolean {
  return holder.hiringNotificationsUnheard !== true;
}

// The embedded database is one session behind every socket, and a LISTEN there hears only the
// NOTIFYs of its own connection: the app's one pooled connection listens (lib/db.ts), and since
// every change is written through it, it hears them all.
export function hearNotificationsOn(client: pg.PoolClient): void {
  client.on("notification", (message) => {
    if (message.channel === NOTIFICATION_CHANNEL && message.payload) notificationEvents.emit("changed", message.payload);
  });
  client.query(`LISTEN ${NOTIFICATION_CHANNEL}`).catch((error: Error) => console.error(JSON.stringify({ level: "error", message: "could not listen for notifications", error: error.message })));
}

// On PostgreSQL each instance holds one connection of its own that only listens, so a change
// committed by any instance reaches the streams open on every one. A lost connection is replaced
// after a second; the streams then send their counts again, in case a change was missed meanwhile.
export function listenForNotifications(url: string): Promise<ChannelListener> {
  holder.hiringNotificationListener ??= connect(url).catch((error: unknown) => {
    holder.hiringNotificationListener = null;
    throw error;
  });
  return holder.hiringNotificationListener;
}

async function connect(url: string): Promise<ChannelListener> {
  let closed = false;
  let client: pg.Client | null = null;
  const open = async () => {
    const next = new pg.Client({ connectionString: url, application_name: "hiring-notifications" });
    next.on("notification", (message) => {
      if (message.channel === NOTIFICATION_CHANNEL && message.payload) notificationEvents.emit("changed", message.payload);
    });
    next.on("error", () => {}); // followed by "end", which reconnects
    next.on("end", () => {
      if (closed) return;
      setTimeout(() => {
        if (!closed) open().then(() => notificationEvents.emit("reconnected"), () => next.emit("end"));
      }, 1000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
    client = next;
  };
  await open();
  return {
    async close() {
      closed = true;
      holder.hiringNotificationListener = null;
      await client?.end().catch(() => {});
    },
  };
}

// On shutdown (scripts/serve.ts): the listening connection goes with the pool.
export async function stopListeningForNotifications(): Promise<void> {
  notificationEvents.emit("closing");
  const listener = holder.hiringNotificationListener;
  holder.hiringNotificationListener = null;
  if (listener) await (await listener.catch(() => null))?.close();
}
