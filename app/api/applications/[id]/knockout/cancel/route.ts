import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { cancelKnockout } from "@/lib/server/knockouts/cancel-knockout";
import { questionOperations } from "@/lib/openapi/operations/questions";

// POST /api/applications/{id}/knockout/cancel: stop a knockout rule's pending rejection
export const POST = route(questionOperations.cancelKnockout, {
  handler: async ({ caller, params }) => json({ application: await cancelKnockout(caller, params.id) }),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
