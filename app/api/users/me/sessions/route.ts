import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listMySessions } from "@/lib/server/sessions/list-my-sessions";
import { twoFactorOperations } from "@/lib/openapi/operations/two-factor";

// GET /api/users/me/sessions: the caller's open browser sessions
export const GET = route(twoFactorOperations.listMySessions, {
  handler: async ({ caller }) => json(await listMySessions(caller)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
