import type { Caller } from "@/lib/auth/caller";
import { isEmbeddedDatabase } from "@/lib/db";
import { withCaller } from "@/lib/db/caller-scope";
import { listenForNotifications, notificationEvents } from "@/lib/db/notification-channel";
import { databaseUrl } from "@/lib/env";
import { countUnread } from "./list-notifications";

const HEARTBEAT_MS = 25_000;
// a stream ends after a while and the browser's EventSource opens a new one, so a revoked
// credential or a removed member stops hearing within this time
const STREAM_MS = 15 * 60_000;

// GET /api/notifications/stream: the caller's unread count at once and whenever their notifications
// change, on any instance (PostgreSQL's NOTIFY, heard by this instance's listening connection).
export async function streamNotifications(caller: Caller, signal: AbortSignal): Promise<Response> {
  if (!isEmbeddedDatabase()) await listenForNotifications(databaseUrl());
  const scope = { orgId: caller.orgId, userId: caller.userId, role: caller.role, permissions: caller.permissions };
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      let queue = Promise.resolve();
      const send = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      // counts are read one after another, so they arrive in the order the changes committed
      const sendCount = () => {
        queue = queue
          .then(() => withCaller(scope, () => countUnread()))
          .then((unread) => send(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`))
          .catch(() => {}); // a failed read skips one update; the next change or reconnect sends the count
      };
      const onChanged = (userId: string) => {
        if (userId === caller.userId) sendCount();
      };
      const end = () => {
        stop();
        try {
          controller.close();
        } catch {
          // closed by the client already
        }
      };
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), HEARTBEAT_MS);
      const lifetime = setTimeout(end, STREAM_MS);
      heartbeat.unref();
      lifetime.unref();
      notificationEvents.on("changed", onChanged);
      notificationEvents.on("reconnected", sendCount);
      notificationEvents.on("closing", end);
      signal.addEventListener("abort", end);
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        notificationEvents.off("changed", onChanged);
        notificationEvents.off("reconnected", sendCount);
        notificationEvents.off("closing", end);
      };
      send("retry: 2000\n\n");
      sendCount();
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, { headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" } });
}
