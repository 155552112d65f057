import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { BookSlotBody, PublicSchedulingQuery } from "@/lib/schemas/interview";
import { TokenParams } from "@/lib/schemas/public";
import { bookSchedulingSlot, getSchedulingOffer } from "@/lib/server/scheduling/public-scheduling";

// GET /api/public/scheduling/{token}: the slots a candidate may book
export const GET = publicRoute({
  params: TokenParams,
  query: PublicSchedulingQuery,
  handler: async ({ params, query }) => json(await getSchedulingOffer(params.token, query.timeZone)),
});

// POST /api/public/scheduling/{token}: book one, once
export const POST = publicRoute({
  params: TokenParams,
  body: BookSlotBody,
  handler: async ({ params, body }) => json({ interview: await bookSchedulingSlot(params.token, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
