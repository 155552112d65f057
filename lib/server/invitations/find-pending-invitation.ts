import type { Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { Conflict, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";

// An invitation a member with `team.manage` revokes or resends. Only they see invitations at all, so
// their routes declare it, checked before any id is read (403 for any id); then another
// organization's or an unknown id is 404, and an accepted one 409 (docs/decisions/172). The row is locked until the transaction ends, so an
// accept running at the same time either finishes first (409 here) or finds the link changed.
export async function findPendingInvitation(tx: Tx, _caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Invitation");
  const [row] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM invitations WHERE id = ${id} FOR UPDATE`;
  if (!row) throw new NotFound("Invitation");
  const invitation = await tx.invitation.findUniqueOrThrow({
    where: { id: row.id },
    select: { id: true, email: true, role: true, acceptedAt: true },
  });
  if (invitation.acceptedAt) throw new Conflict("This invitation was already accepted; the person is a member now");
  return invitation;
}
