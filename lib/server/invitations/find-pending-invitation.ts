import type { Tx } from "@/lib/db";
import { can, type Caller } from "@/lib/auth/caller";
import { Conflict, Forbidden, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";

// An invitation an admin revokes or resends. Only admins see invitations at all, so the role is
// checked first (403 for any id); then another organization's or an unknown id is 404, and an
// accepted one 409 (docs/decisions/172). The row is locked until the transaction ends, so an
// accept running at the same time either finishes first (409 here) or finds the link changed.
export async function findPendingInvitation(tx: Tx, caller: Caller, id: number) {
  if (!can(caller, "team.manage")) throw new Forbidden("Your role may not manage invitations");
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
