import { now } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { queueMail } from "@/lib/mail/send-mail";
import { emailTranslator, mailLocale } from "@/lib/i18n/email-templates";
import { enqueueJobs } from "@/lib/queue/boss";
import { INTERVIEW_TIMER_QUEUE } from "@/lib/queue/queues";
import { workingHoursOf } from "@/lib/server/availability/working-hours";
import { applicationLabel, type AuditActor } from "@/lib/server/audit/record-audit";
import { askInterviewersToReview } from "./ask-interviewers-to-review";
import { dueAt, type InterviewTimerJob } from "./interview-timers";
import { interviewWhen } from "./interview-when";

export type { InterviewTimerJob } from "./interview-timers";

// The audit log's name for what the schedule does by itself
export const INTERVIEW_ACTOR: AuditActor = { userId: null, name: "Interview schedule" };

// The queue's job for an interview's timer (docs/decisions/374). Time is read through the app's
// clock (a job fetched early puts itself back); an interview cancelled or moved since is left alone.
export async function runInterviewTimer(job: InterviewTimerJob): Promise<"done" | "not_due" | "skipped"> {
  const due = dueAt(job);
  if (due > now()) {
    await db.$transaction((tx) => enqueueJobs(tx, [{ name: INTERVIEW_TIMER_QUEUE, data: job, startAfter: due }]));
    return "not_due";
  }
  return db.$transaction(async (tx) => {
    const [interview] = await tx.$queryRaw<{ id: number; status: string; startsAt: Date; endsAt: Date }[]>`
      SELECT id, status, starts_at AS "startsAt", ends_at AS "endsAt" FROM interviews WHERE id = ${job.interviewId} FOR UPDATE`;
    if (!interview || interview.status !== "scheduled") return "skipped";
    if (interview.startsAt.toISOString() !== job.startsAt || interview.endsAt.toISOString() !== job.endsAt) return "skipped";
    if (job.kind === "ended") await completeInterview(tx, interview.id);
    else await remind(tx, interview.id, job.kind);
    return "done";
  });
}

async function details(tx: Tx, id: number) {
  const row = await tx.interview.findUniqueOrThrow({ where: { id }, select: { id: true, organizationId: true, applicationId: true, title: true, startsAt: true, endsAt: true, timeZone: true, location: true, videoUrl: true, interviewerIds: true, createdById: true } });
  const application = await tx.application.findUniqueOrThrow({ where: { id: row.applicationId }, select: { candidateName: true, locale: true, candidate: { select: { email: true, erasedAt: true } }, job: { select: { title: true } }, organization: { select: { name: true } } } });
  return { row, application };
}

// A day before, the candidate; an hour before, the interviewers (in their own zone)
async function remind(tx: Tx, id: number, kind: "candidate_reminder" | "interviewer_reminder") {
  const { row, application } = await details(tx, id);
  const where = [row.location ? `Where: ${row.location}` : null, row.videoUrl ? `Video link: ${row.videoUrl}` : null].filter(Boolean).join("\n");
  if (kind === "candidate_reminder") {
    if (application.candidate.erasedAt) return;
    // in the language the candidate applied in (docs/decisions/363, 426)
    const t = emailTranslator(application.locale);
    const values = { title: row.title, orgName: application.organization.name };
    const place = [row.location ? t("interview.where", { location: row.location }) : null, row.videoUrl ? t("interview.video", { url: row.videoUrl }) : null].filter(Boolean).join("\n");
    await queueMail(tx, {
      organizationId: row.organizationId,
      kind: "interview_reminder",
      to: application.candidate.email,
      subject: t("interviewReminder.subject", values),
      text: `${t("interview.hello", { name: application.candidateName })}\n\n${t("interviewReminder.lead", values)}\n\n${t("interview.when", { when: interviewWhen(row.startsAt, row.endsAt, row.timeZone, mailLocale(application.locale)) })}\n${place}\n\n${application.organization.name}`,
      applicationPage: { applicationId: row.applicationId, locale: application.locale },
    });
    return;
  }
  const interviewers = await tx.user.findMany({ where: { id: { in: row.interviewerIds } }, select: { id: true, name: true, email: true } });
  const zones = await workingHoursOf(tx, interviewers.map((i) => i.id));
  for (const i of interviewers) {
    await queueMail(tx, {
      organizationId: row.organizationId,
      kind: "interview_reminder",
      to: i.email,
      subject: `In an hour: ${row.title} with ${application.candidateName} (${application.job.title})`,
      text: `Hello ${i.name},\n\nIn an hour you interview ${application.candidateName} for ${application.job.title}: "${row.title}".\n\nWhen: ${interviewWhen(row.startsAt, row.endsAt, zones.get(i.id)!.timeZone)}\n${where}`,
    });
  }
}

// Over: the interview is completed and its interviewers are asked for their review, those booked
// before decision 455 asked them at booking, or added since by a path that did not
async function completeInterview(tx: Tx, id: number) {
  const { row, application } = await details(tx, id);
  await tx.interview.update({ where: { id }, data: { status: "completed" } });
  await askInterviewersToReview(tx, INTERVIEW_ACTOR, {
    id,
    organizationId: row.organizationId,
    applicationId: row.applicationId,
    applicationLabel: applicationLabel(application.candidateName, application.job.title),
    interviewerIds: row.interviewerIds,
    requestedById: row.createdById,
  });
}
