import { nowMs } from "@/lib/clock";
import { db } from "@/lib/db";
import { appUrl } from "@/lib/env";
import { queueMail } from "@/lib/mail/send-mail";
import { wallClock, zonedToInstant } from "@/lib/server/availability/zoned-time";
import { isTimeZone } from "@/lib/schemas/time-zone";

type Waiting = { userId: string; email: string; name: string; organizationId: number; timeZone: string; digestHour: number; lastDigestAt: Date | null };

const MAX_LINES = 50;

// The daily digests' queue job (every quarter of an hour, docs/decisions/481): each member with
// notifications waiting for a digest gets one mail once their morning hour has come in their time
// zone, and not again that day. Runs as the owner (a queue worker), reading "now" from the clock.
export async function sendDueDigests(): Promise<number> {
  const at = nowMs();
  const waiting = await db.$queryRaw<Waiting[]>`
    SELECT DISTINCT u.id AS "userId", u.email, u.name, u.organization_id AS "organizationId",
           coalesce(p.time_zone, 'UTC') AS "timeZone", coalesce(p.digest_hour, 8)::int AS "digestHour", p.last_digest_at AS "lastDigestAt"
      FROM notifications n
      JOIN users u ON u.id = n.user_id
      LEFT JOIN notification_preferences p ON p.user_id = n.user_id
     WHERE n.digest_pending AND u.removed_at IS NULL AND u.deactivated_at IS NULL`;
  let sent = 0;
  for (const member of waiting) {
    const morning = morningOf(member, at);
    if (morning > at || (member.lastDigestAt !== null && member.lastDigestAt.getTime() >= morning)) continue;
    if (await sendDigest(member, at)) sent += 1;
  }
  return sent;
}

// today's digest hour in the member's zone, as an instant
function morningOf(member: Waiting, at: number): number {
  const zone = isTimeZone(member.timeZone) ? member.timeZone : "UTC";
  const today = wallClock(zone, at);
  return zonedToInstant(zone, today.year, today.month, today.day, member.digestHour * 60);
}

// One mail with everything waiting; the rows it takes are no longer waiting (those wanted by mail
// only are done with). Another instance's run finds nothing left to take.
async function sendDigest(member: Waiting, at: number): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const taken = await tx.$queryRaw<{ id: number; text: string; url: string; isRead: boolean }[]>`
      SELECT id, text, url, read_at IS NOT NULL AS "isRead" FROM notifications WHERE user_id = ${member.userId} AND digest_pending ORDER BY id FOR UPDATE SKIP LOCKED`;
    if (taken.length === 0) return false;
    const ids = taken.map((item) => item.id);
    await tx.$executeRaw`UPDATE notifications SET digest_pending = false WHERE id = ANY(${ids}::int4[]) AND in_app`;
    await tx.$executeRaw`DELETE FROM notifications WHERE id = ANY(${ids}::int4[]) AND NOT in_app`;
    // what the member has read in the app meanwhile needs no mail
    const items = taken.filter((item) => !item.isRead);
    if (items.length === 0) return false;
    const lines = items.slice(0, MAX_LINES).flatMap((item) => [`- ${item.text}`, `  ${appUrl()}${item.url}`]);
    const more = items.length - MAX_LINES;
    await queueMail(tx, {
      organizationId: member.organizationId,
      kind: "notification_digest",
      to: member.email,
      subject: items.length === 1 ? "Your notifications: 1 since your last summary" : `Your notifications: ${items.length} since your last summary`,
      text: [
        `Hello ${member.name},`,
        "",
        ...lines,
        ...(more > 0 ? ["", `and ${more} more: ${appUrl()}/notifications`] : []),
        "",
        `You get this summary once a day because of your notification preferences: ${appUrl()}/settings?tab=notifications`,
      ].join("\n"),
    });
    const stamp = new Date(at);
    await tx.notificationPreference.upsert({
      where: { userId: member.userId },
      create: { userId: member.userId, organizationId: member.organizationId, lastDigestAt: stamp },
      update: { lastDigestAt: stamp },
    });
    return true;
  });
}
