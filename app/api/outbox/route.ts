import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { listOutbox } from "@/lib/server/outbox/list-outbox";
import { otherMethods } from "@/lib/api/methods";
import { teamOperations } from "@/lib/openapi/operations/team";

// GET /api/outbox: the organization's outgoing mail, newest first (admins; the dev mailbox)
export const GET = route(teamOperations.listOutbox, {
  handler: async ({ caller, query }) => json(await listOutbox(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
