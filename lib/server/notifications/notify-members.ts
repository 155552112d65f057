import type { Tx } from "@/lib/db";
import { now } from "@/lib/clock";
import { withCaller } from "@/lib/db/caller-scope";
import { normalizePermissions } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { appUrl } from "@/lib/env";
import { queueMail } from "@/lib/mail/send-mail";
import type { NotificationKind } from "./kinds";
import { readPreferences } from "./notification-preferences";
import { queueChatMessage } from "@/lib/server/chat/queue-chat-message";

// What a notification is about, as the table a recipient must be able to read it in.
const SUBJECT_TABLES = {
  application: Prisma.sql`applications`,
  candidate: Prisma.sql`candidates`,
  offer: Prisma.sql`offers`,
  interview: Prisma.sql`interviews`,
  job: Prisma.sql`jobs`,
  message: Prisma.sql`candidate_messages`,
  approval: Prisma.sql`approvals`,
} as const;

export type Notice = {
  organizationId: number;
  kind: NotificationKind;
  // who caused it: never notified of their own doing
  actorId: string | null;
  recipientIds: readonly (string | null | undefined)[];
  text: string;
  url: string;
  // the candidate it concerns (erasing them erases it); read from the application when not given
  candidateId?: number;
  applicationId: number | null;
  about: { subject: keyof typeof SUBJECT_TABLES; id: number };
};

// Writes one notification per recipient in the event's transaction. Each row is written as its
// recipient, under the row-level policies: a member who may not read what it is about (the
// application, the offer, the message) is not notified, by the same rules every read of theirs
// follows. Removed and deactivated members, and members of other organizations, get nothing.
// Answers the ids of the members notified.
export async function notifyMembers(tx: Tx, notice: Notice): Promise<string[]> {
  const ids = [...new Set(notice.recipientIds.filter((id): id is string => typeof id === "string" && id !== "" && id !== notice.actorId))];
  if (ids.length === 0) return [];
  const members = await tx.user.findMany({ where: { id: { in: ids }, removedAt: null, deactivatedAt: null }, select: { id: true, role: true, roleRow: { select: { permissions: true } }, organizationId: true, email: true, name: true } });
  const table = SUBJECT_TABLES[notice.about.subject];
  const candidateId = notice.candidateId ?? (await candidateOf(tx, notice.applicationId));
  const at = now();
  const notified: string[] = [];
  for (const member of members) {
    // an event of the owner's (a candidate's reply, a public answer to an offer) names its organization
    if (member.organizationId !== notice.organizationId) continue;
    // as the recipient: their own preferences, and the row only if they may read its subject
    const permissions = normalizePermissions(member.roleRow.permissions);
    const wanted = await withCaller({ orgId: notice.organizationId, userId: member.id, role: member.role, permissions }, async () => {
      const choice = (await readPreferences(tx, member.id, permissions)).kinds[notice.kind];
      if (!choice.inApp && choice.email === "off" && !choice.chat) return null;
      const written = await tx.$queryRaw<{ id: number }[]>`
        INSERT INTO notifications (organization_id, user_id, kind, text, url, actor_id, candidate_id, application_id, in_app, digest_pending, created_at)
        SELECT ${notice.organizationId}, ${member.id}, ${notice.kind}, ${notice.text.slice(0, 500)}, ${notice.url}, ${notice.actorId || null},
               ${candidateId}, ${notice.applicationId}, ${choice.inApp}, ${choice.email === "daily"}, ${at}
         WHERE EXISTS (SELECT 1 FROM ${table} WHERE id = ${notice.about.id})
        RETURNING id`;
      if (written.length === 0) return null;
      // as the recipient too: an event of the owner's (a candidate's reply) has no organization of its own
      if (choice.chat) await queueChatMessage(tx, { kind: notice.kind, text: notice.text, url: notice.url, candidateId });
      // wanted neither in the app nor in a digest: the row only asked whether the member may see it
      if (!choice.inApp && choice.email !== "daily") await tx.notification.delete({ where: { id: written[0].id } });
      return choice;
    });
    if (!wanted) continue;
    notified.push(member.id);
    if (wanted.email === "immediate") await queueMail(tx, notificationMail(member, notice));
  }
  return notified;
}

// read by whoever caused the event, who sees the application (or the owner, for a candidate's doing)
async function candidateOf(tx: Tx, applicationId: number | null): Promise<number | null> {
  if (applicationId === null) return null;
  const found = await tx.application.findFirst({ where: { id: applicationId }, select: { candidateId: true } });
  return found?.candidateId ?? null;
}

// One notification by e-mail, at once: what the bell says and the link, nothing more.
function notificationMail(member: { email: string; name: string }, notice: Notice) {
  return {
    organizationId: notice.organizationId,
    kind: "notification",
    to: member.email,
    subject: notice.text.slice(0, 200),
    text: [`Hello ${member.name},`, "", `${notice.text}.`, "", `${appUrl()}${notice.url}`, "", `You get this e-mail because of your notification preferences: ${appUrl()}/settings?tab=notifications`].join("\n"),
  };
}
