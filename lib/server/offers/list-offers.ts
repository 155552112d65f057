import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { offerView, offerViews } from "./offer-view";

// GET /api/applications/{id}/offers: the offers on an application the caller sees, newest first;
// the policy shows them only to who manages the job or approves (an interviewer gets none).
export async function listOffers(_caller: Caller, applicationId: number) {
  if (!isStorableId(applicationId)) throw new NotFound("Application");
  const application = await db.application.findFirst({ where: { id: applicationId }, select: { id: true } });
  if (!application) throw new NotFound("Application");
  const ids = await db.offer.findMany({ where: { applicationId }, select: { id: true } });
  return { offers: await offerViews(db, ids.map((o) => o.id)) };
}

// GET /api/offers/{id}: 404 for anyone the policy hides it from (interviewers always)
export async function getOffer(_caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Offer");
  const found = await db.offer.findFirst({ where: { id }, select: { id: true } });
  if (!found) throw new NotFound("Offer");
  return { offer: await offerView(db, id) };
}
