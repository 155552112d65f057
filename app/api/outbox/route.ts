import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { OutboxQuery } from "@/lib/schemas/public";
import { listOutbox } from "@/lib/server/outbox/list-outbox";
import { otherMethods } from "@/lib/api/methods";

// GET /api/outbox: the organization's outgoing mail, newest first (admins; the dev mailbox)
export const GET = route({
  operation: "listOutbox",
  query: OutboxQuery,
  handler: async ({ caller, query }) => json(await listOutbox(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
