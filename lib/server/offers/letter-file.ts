import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { fileStore } from "@/lib/files/file-store";
import { isStorableId } from "@/lib/schemas/common";
import { findOpenOffer } from "./public-offer";
import { asHolderOf } from "@/lib/server/public/public-scope";

async function letterOf(offer: { letterPdfKey: string | null } | null) {
  if (!offer?.letterPdfKey) throw new NotFound("Offer letter");
  const stored = await fileStore().get(offer.letterPdfKey);
  if (!stored) throw new NotFound("Offer letter");
  return { ...stored, fileName: "offer-letter.pdf", contentType: "application/pdf" };
}

// GET /api/offers/{id}/letter: the sent letter's PDF, to whoever may read the offer
export async function getOfferLetter(_caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Offer letter");
  return letterOf(await db.offer.findFirst({ where: { id }, select: { letterPdfKey: true } }));
}

// GET /api/public/offers/{token}/letter: the same PDF, to the candidate while the link is open
export async function getPublicOfferLetter(token: string) {
  return asHolderOf("offer", token, async () => {
    const { offer } = await findOpenOffer(db, token);
    return letterOf(await db.offer.findUnique({ where: { id: offer.id }, select: { letterPdfKey: true } }));
  });
}
