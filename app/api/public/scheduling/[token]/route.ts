import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { bookSchedulingSlot, getSchedulingOffer } from "@/lib/server/scheduling/public-scheduling";
import { interviewOperations } from "@/lib/openapi/operations/interviews";

// GET /api/public/scheduling/{token}: the slots a candidate may book
export const GET = publicRoute(interviewOperations.getSchedulingOffer, {
  handler: async ({ params, query }) => json(await getSchedulingOffer(params.token, query.timeZone)),
});

// POST /api/public/scheduling/{token}: book one, once
export const POST = publicRoute(interviewOperations.bookSchedulingSlot, {
  handler: async ({ params, body }) => json({ interview: await bookSchedulingSlot(params.token, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
