import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { BookPanelBody } from "@/lib/schemas/panel";
import { bookPanel } from "@/lib/server/panels/book-panel";

// POST /api/applications/{id}/panel: book a panel day as one (409 and nothing booked when one interviewer is taken)
export const POST = route({
  operation: "bookPanel",
  params: IdParams,
  body: BookPanelBody,
  handler: async ({ caller, params, body }) => json({ panel: await bookPanel(caller, params.id, body) }, 201),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
