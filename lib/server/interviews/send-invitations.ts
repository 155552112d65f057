import type { Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { emailTranslator, mailLocale } from "@/lib/i18n/email-templates";
import { interviewManageLink } from "@/lib/mail/secret-links";
import { queueMail } from "@/lib/mail/send-mail";
import { queueCalendarSync } from "@/lib/server/calendar/sync-interview-calendars";
import { workingHoursOf } from "@/lib/server/availability/working-hours";
import type { InterviewApplication, Interviewer } from "./interview-access";
import { interviewIcs } from "./interview-ics";
import { interviewWhen } from "./interview-when";
import { MANAGE_CUT_OFF_HOURS, manageToken, manageTokenHash } from "./manage-token";
import type { Interview } from "./to-interview";

export type InvitationChange = "scheduled" | "rescheduled" | "updated" | "cancelled";
type Recipient = { name: string; email: string; timeZone: string; isCandidate: boolean };
export type InvitationContext = { interview: Interview; uid: string; sequence: number; application: InterviewApplication; interviewers: Interviewer[]; removed: Interviewer[]; organizationId: number };

// The organizer of every invitation: the organization, writing from the service's sender address
function organizer(organizationName: string): { name: string; email: string } {
  const from = env().MAIL_FROM;
  return { name: organizationName, email: /<([^>]+)>/.exec(from)?.[1] ?? from };
}

const VERB: Record<InvitationChange, string> = { scheduled: "Invitation", rescheduled: "Rescheduled", updated: "Updated", cancelled: "Cancelled" };

// After the change committed, by the invitation queue (docs/decisions/373, 410): every interviewer and the candidate get an
// e-mail through the mail queue with the interview as an iCalendar REQUEST (CANCEL when it is
// cancelled, and for interviewers taken off it), each told the time in their own zone.
export async function sendInvitations(
  tx: Tx,
  change: InvitationChange,
  context: InvitationContext,
): Promise<void> {
  const { interview, application, interviewers, removed, organizationId } = context;
  const org = await tx.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { name: true } });
  const zones = await workingHoursOf(tx, [...interviewers, ...removed].map((i) => i.id));
  const attendees = [
    ...interviewers.map((i) => ({ name: i.name, email: i.email, role: "required" as const })),
    { name: application.candidateName, email: application.candidateEmail, role: "required" as const },
  ];
  const calendar = (method: "REQUEST" | "CANCEL") =>
    interviewIcs({
      uid: context.uid,
      sequence: context.sequence,
      method,
      title: `${interview.title}: ${application.candidateName} (${interview.jobTitle})`,
      startsAt: new Date(interview.startsAt),
      endsAt: new Date(interview.endsAt),
      timeZone: interview.timeZone,
      location: interview.location,
      videoUrl: interview.videoUrl,
      description: [interview.instructions, interview.videoUrl ? `Video link: ${interview.videoUrl}` : null].filter(Boolean).join("\n\n"),
      organizer: organizer(org.name),
      attendees,
    });
  const method = change === "cancelled" ? "CANCEL" : "REQUEST";
  const ics = calendar(method);
  // the interviewers' own calendars follow, after the commit (docs/decisions/377)
  await queueCalendarSync(tx, {
    uid: context.uid,
    writes: change === "cancelled" ? [] : interviewers.map((i) => ({ userId: i.id, ics })),
    removes: [...(change === "cancelled" ? interviewers : []), ...removed].map((i) => i.id),
  });
  // the candidate's link to move or cancel it; a scheduled interview booked before such links gets
  // its hash now (not one whose candidate was erased meanwhile: erasure cancelled it and cleared it)
  const manage = change === "cancelled" ? null : interviewManageLink(manageToken(context.uid));
  if (manage) await tx.interview.updateMany({ where: { uid: context.uid, status: "scheduled", manageTokenHash: null }, data: { manageTokenHash: manageTokenHash(context.uid) } });
  const recipients: Recipient[] = [
    ...interviewers.map((i) => ({ name: i.name, email: i.email, timeZone: zones.get(i.id)!.timeZone, isCandidate: false })),
    { name: application.candidateName, email: application.candidateEmail, timeZone: interview.timeZone, isCandidate: true },
  ];
  for (const r of recipients) {
    await queueMail(tx, {
      organizationId,
      kind: `interview_${change}`,
      to: r.email,
      ...(r.isCandidate
        ? { ...candidateMail(change, r, interview, org.name, application.locale, manage), applicationPage: { applicationId: application.id, locale: application.locale } }
        : { subject: `${VERB[change]}: ${interview.title} with ${application.candidateName} (${interview.jobTitle})`, text: body(change, r, interview, org.name, application.candidateName) }),
      calendar: { method, ics },
    });
  }
  if (removed.length === 0) return;
  const cancel = calendar("CANCEL");
  for (const i of removed) {
    const r = { name: i.name, email: i.email, timeZone: zones.get(i.id)!.timeZone, isCandidate: false };
    await queueMail(tx, { organizationId, kind: "interview_cancelled", to: i.email, subject: `Cancelled: ${interview.title} with ${application.candidateName} (${interview.jobTitle})`, text: body("cancelled", r, interview, org.name, application.candidateName), calendar: { method: "CANCEL", ics: cancel } });
  }
}

// The candidate's invitation in the language they applied in (docs/decisions/363, 426)
function candidateMail(change: InvitationChange, r: Recipient, interview: Interview, orgName: string, locale: string, manage: string | null): { subject: string; text: string } {
  const t = emailTranslator(locale);
  const values = { change, title: interview.title, orgName };
  const text = [
    t("interview.hello", { name: r.name }),
    "",
    t("interview.lead", values),
    "",
    t("interview.when", { when: interviewWhen(interview.startsAt, interview.endsAt, r.timeZone, mailLocale(locale)) }),
    interview.location ? t("interview.where", { location: interview.location }) : null,
    interview.videoUrl && change !== "cancelled" ? t("interview.video", { url: interview.videoUrl }) : null,
    interview.instructions && change !== "cancelled" ? `\n${interview.instructions}` : null,
    "",
    t("interview.calendar", { change }),
    manage ? `\n${t("interview.manage", { hours: MANAGE_CUT_OFF_HOURS, link: manage })}` : null,
    "",
    orgName,
  ];
  return { subject: t("interview.subject", values), text: text.filter((line) => line !== null).join("\n") };
}

// An interviewer's invitation (the team's side is English, as the recruiter UI is)
function body(change: InvitationChange, r: Recipient, interview: Interview, orgName: string, candidateName: string): string {
  const what = `the interview "${interview.title}" with ${candidateName} (${interview.jobTitle})`;
  const lead: Record<InvitationChange, string> = {
    scheduled: `You are invited to ${what}.`,
    rescheduled: `The time or the interviewers of ${what} changed.`,
    updated: `The details of ${what} changed.`,
    cancelled: `${what[0].toUpperCase()}${what.slice(1)} is cancelled.`,
  };
  return [
    `Hello ${r.name},`,
    "",
    lead[change],
    "",
    `When: ${interviewWhen(interview.startsAt, interview.endsAt, r.timeZone)}`,
    interview.location ? `Where: ${interview.location}` : null,
    interview.videoUrl && change !== "cancelled" ? `Video link: ${interview.videoUrl}` : null,
    "",
    change === "cancelled" ? "The calendar entry attached removes it from your calendar." : "The calendar invitation attached adds it to your calendar.",
    "",
    orgName,
  ]
    .filter((line) => line !== null)
    .join("\n");
}
