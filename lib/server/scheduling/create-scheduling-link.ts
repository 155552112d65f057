import type { Caller } from "@/lib/auth/caller";
import { generateToken, hashSecret } from "@/lib/auth/api-keys";
import { nowMs } from "@/lib/clock";
import { db } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import { schedulingLink } from "@/lib/mail/secret-links";
import type { CreateSchedulingLinkBody } from "@/lib/schemas/interview";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { interviewersOf, managedApplication } from "@/lib/server/interviews/interview-access";
import { sendMessage } from "@/lib/server/messages/send-message";
import { emailTranslator, mailLocale } from "@/lib/i18n/email-templates";

// A link lives until its window closes, and never longer than this
export const SCHEDULING_LINK_MAX_TTL_MS = 14 * 86_400_000;

// POST /api/applications/{id}/scheduling-links: whoever manages the job offers the candidate the
// named interviewers' free slots in a window; the answer's url is the only copy of the token. With
// `sendToCandidate` the link goes to the candidate at once, in their language (issue 43, finding 6).
export async function createSchedulingLink(caller: Caller, applicationId: number, body: CreateSchedulingLinkBody) {
  const link = await makeLink(caller, applicationId, body);
  const message = body.sendToCandidate ? await sendMessage(caller, link.candidateId, { applicationId, ...linkMail(link, body) }) : null;
  return { id: link.id, url: link.url, expiresAt: link.expiresAt, messageId: message?.id ?? null };
}

type MadeLink = { id: number; url: string; expiresAt: string; candidateId: number; locale: string; candidateName: string; jobTitle: string; orgName: string };

// The mail that takes the link to the candidate, in the language they applied in; the last day it
// works is said on the clock the window was chosen in.
function linkMail(link: MadeLink, body: CreateSchedulingLinkBody): { subject: string; body: string } {
  const t = emailTranslator(link.locale);
  const until = new Intl.DateTimeFormat(mailLocale(link.locale), { dateStyle: "full", timeStyle: "short", timeZone: body.timeZone ?? "UTC" }).format(new Date(link.expiresAt));
  const values = { title: body.title ?? "Interview", orgName: link.orgName, jobTitle: link.jobTitle, candidateName: link.candidateName, minutes: body.durationMinutes, link: link.url, until };
  return { subject: t("schedulingLink.subject", values), body: t("schedulingLink.body", values) };
}

async function makeLink(caller: Caller, applicationId: number, body: CreateSchedulingLinkBody): Promise<MadeLink> {
  return db.$transaction(async (tx) => {
    const application = await managedApplication(tx, caller, applicationId);
    if (application.status !== "active") throw new Conflict("Only the candidate of an active application is interviewed");
    await interviewersOf(tx, body.interviewerIds);
    const token = generateToken();
    const expiresAt = new Date(Math.min(body.to.getTime(), nowMs() + SCHEDULING_LINK_MAX_TTL_MS));
    if (expiresAt.getTime() <= nowMs()) throw new Conflict("The window has passed; offer times still to come");
    const link = await tx.schedulingLink.create({
      data: {
        organizationId: caller.orgId,
        applicationId,
        tokenHash: hashSecret(token),
        title: body.title ?? "Interview",
        interviewerIds: body.interviewerIds,
        durationMinutes: body.durationMinutes,
        windowFrom: body.from,
        windowTo: body.to,
        timeZone: body.timeZone ?? "UTC",
        expiresAt,
        createdById: caller.userId,
      },
      select: { id: true },
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "interview.link_created",
      targetType: "application",
      targetId: applicationId,
      targetLabel: application.label,
      metadata: { schedulingLinkId: link.id, durationMinutes: body.durationMinutes, from: body.from.toISOString(), to: body.to.toISOString(), expiresAt: expiresAt.toISOString() },
    });
    const about = await tx.application.findUniqueOrThrow({ where: { id: applicationId }, select: { candidateId: true, job: { select: { title: true } }, organization: { select: { name: true } } } });
    return {
      id: link.id,
      url: schedulingLink(token),
      expiresAt: expiresAt.toISOString(),
      candidateId: about.candidateId,
      locale: application.locale,
      candidateName: application.candidateName,
      jobTitle: about.job.title,
      orgName: about.organization.name,
    };
  });
}
