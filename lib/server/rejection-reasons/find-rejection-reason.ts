import type { Tx } from "@/lib/db";
import { BadRequest } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { isOtherReason } from "@/lib/schemas/other-reason";

// The reason a rejection names, checked as input (400 with a field detail): one of the caller's
// organization that is not archived; "Other" needs the text. Answers the text a person reads.
export async function findRejectionReason(tx: Tx, id: number, text: string | null) {
  const reason = isStorableId(id) ? await tx.rejectionReason.findFirst({ where: { id }, select: { id: true, label: true, archivedAt: true } }) : null;
  const refuse = (path: string, message: string) => new BadRequest(`Invalid body: ${path}: ${message}`, [{ path, message }]);
  if (!reason) throw refuse("rejectionReasonId", "is not a rejection reason of this organization");
  if (reason.archivedAt) throw refuse("rejectionReasonId", `"${reason.label}" is archived; choose another reason`);
  if (isOtherReason(reason.label) && !text) throw refuse("rejectionReason", `is required with the reason "${reason.label}": say why`);
  return { id: reason.id, label: reason.label, readable: text ? `${reason.label}: ${text}` : reason.label };
}
