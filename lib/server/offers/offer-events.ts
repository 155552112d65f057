import type { Tx } from "@/lib/db";
import type { EventType } from "@/lib/server/events/event-types";
import { recordEvent } from "@/lib/server/events/record-event";
import { offerView, type OfferView } from "./offer-view";

// The offer's webhook event (offer.created|approved|sent|accepted|declined), with the
// offer as the API returns it; called in the transaction of the change, before its audit entry.
export async function recordOfferEvent(tx: Tx, organizationId: number, type: EventType & `offer.${string}`, id: number, previous: Partial<OfferView> | null): Promise<OfferView> {
  const view = await offerView(tx, id);
  await recordEvent(tx, { organizationId, type, data: view, previous });
  return view;
}
