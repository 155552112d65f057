import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { bookPanel } from "@/lib/server/panels/book-panel";
import { panelOperations } from "@/lib/openapi/operations/panels";

// POST /api/applications/{id}/panel: book a panel day as one (409 and nothing booked when one interviewer is taken)
export const POST = route(panelOperations.bookPanel, {
  handler: async ({ caller, params, body }) => json({ panel: await bookPanel(caller, params.id, body) }, 201),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
