import { hashSecret } from "@/lib/auth/api-keys";
import { now } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { Conflict, NotFound } from "@/lib/errors";
import type { BookSlotBody } from "@/lib/schemas/interview";
import { SYSTEM_ACTOR } from "@/lib/server/audit/record-audit";
import { memberSlots } from "@/lib/server/availability/member-slots";
import { bookingTransaction } from "@/lib/server/interviews/booking-conflict";
import { bookInterview } from "@/lib/server/interviews/schedule-interview";
import { asHolderOf } from "@/lib/server/public/public-scope";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;
const GONE = "Scheduling link";

// The link behind a token, usable: a used, expired or unknown one is the same 404, so a token tells nothing,
// as is one whose application the team closed meanwhile. Runs as the owner: the token is the key.
async function usableLink(tx: Tx, token: string, lock = false) {
  if (!TOKEN_PATTERN.test(token)) throw new NotFound(GONE);
  const tokenHash = hashSecret(token);
  if (lock) await tx.$queryRaw`SELECT id FROM scheduling_links WHERE token_hash = ${tokenHash} FOR UPDATE`;
  const link = await tx.schedulingLink.findUnique({ where: { tokenHash } });
  if (!link || link.usedAt || link.expiresAt <= now()) throw new NotFound(GONE);
  const application = await tx.application.findUnique({
    where: { id: link.applicationId },
    select: { id: true, status: true, candidateName: true, locale: true, candidate: { select: { email: true } }, job: { select: { title: true, organization: { select: { name: true } } } } },
  });
  if (!application || application.status !== "active") throw new NotFound(GONE);
  return { link, application };
}

async function offeredSlots(tx: Tx, link: Awaited<ReturnType<typeof usableLink>>["link"], viewerTimeZone: string) {
  return memberSlots(tx, { organizationId: link.organizationId, userIds: link.interviewerIds, from: link.windowFrom, to: link.windowTo, durationMinutes: link.durationMinutes, viewerTimeZone });
}

// GET /api/public/scheduling/{token}: the free slots (on the candidate's clock), the job's title and
// the organization's name; nothing about who interviews or the application. Read outside a
// transaction: members' calendars are read on connections of their own, and a transaction held
// meanwhile took two of the pool's connections per request (a race of 20 on a pool of 5 stalled).
export async function getSchedulingOffer(token: string, timeZone: string | undefined) {
  return asHolderOf("scheduling", token, async () => {
    const { link, application } = await usableLink(db, token);
    const viewerTimeZone = timeZone ?? link.timeZone;
    const slots = await offeredSlots(db, link, viewerTimeZone);
    return {
      slots: slots.map((s) => ({ startsAt: new Date(s.start).toISOString(), endsAt: new Date(s.end).toISOString() })),
      job: { title: application.job.title },
      org: { name: application.job.organization.name },
      title: link.title,
      durationMinutes: link.durationMinutes,
      timeZone: viewerTimeZone,
      expiresAt: link.expiresAt.toISOString(),
    };
  });
}

// POST /api/public/scheduling/{token}: book one of the offered slots, once; the link is then used.
// The offered slots are read before the booking's short transaction, outside any (docs/decisions/410);
// a slot taken since is a 409 (the exclusion constraint decides in a race).
export async function bookSchedulingSlot(token: string, body: BookSlotBody) {
  return asHolderOf("scheduling", token, async () => {
    const { link: offered } = await usableLink(db, token);
    const slot = (await offeredSlots(db, offered, offered.timeZone)).find((s) => s.start === body.startsAt.getTime());
    if (!slot) throw new Conflict("That time is no longer free; pick another");
    return bookingTransaction(async (tx) => {
      const { link, application } = await usableLink(tx, token, true);
      const interview = await bookInterview(
        tx,
        link.organizationId,
        SYSTEM_ACTOR,
        link.createdById,
        { id: application.id, status: application.status, label: `${application.candidateName} (${application.job.title})`, candidateName: application.candidateName, candidateEmail: application.candidate.email, locale: application.locale },
        { title: link.title, startsAt: new Date(slot.start), endsAt: new Date(slot.end), timeZone: body.timeZone ?? link.timeZone, interviewerIds: link.interviewerIds },
      );
      await tx.schedulingLink.update({ where: { id: link.id }, data: { usedAt: now(), interviewId: interview.id } });
      // the candidate's copy: when, where and what, not who or the team's application data
      return { id: interview.id, title: interview.title, startsAt: interview.startsAt, endsAt: interview.endsAt, timeZone: interview.timeZone, location: interview.location, videoUrl: interview.videoUrl, status: interview.status };
    });
  });
}
