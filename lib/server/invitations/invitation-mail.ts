import type { Tx } from "@/lib/db";
import { enqueueMail } from "@/lib/mail/send-mail";
import { invitationLink } from "@/lib/mail/secret-links";

type InvitationMail = { organizationId: number; email: string; role: string; token: string; expiresAt: Date; inviterName: string };

// The invitation e-mail, queued in the transaction that created (or renewed) the link; the only place
// the token exists besides the recipient's mailbox.
export async function enqueueInvitationMail(tx: Tx, mail: InvitationMail): Promise<number> {
  const org = await tx.organization.findUniqueOrThrow({ where: { id: mail.organizationId }, select: { name: true } });
  // in the inviting member's request, so the policies keep the role to their organization
  const role = await tx.role.findFirstOrThrow({ where: { key: mail.role }, select: { name: true } });
  return enqueueMail(tx, {
    organizationId: mail.organizationId,
    kind: "invitation",
    to: mail.email,
    subject: `${mail.inviterName} invited you to join ${org.name}`,
    text: [
      "Hello,",
      "",
      `${mail.inviterName} invited you to join ${org.name} on the hiring team, with the role ${role.name}.`,
      "",
      "Choose your name and password here to accept:",
      invitationLink(mail.token),
      "",
      `The link works once and expires on ${mail.expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC.`,
      "If you did not expect this invitation, you can ignore this e-mail.",
    ].join("\n"),
  });
}
