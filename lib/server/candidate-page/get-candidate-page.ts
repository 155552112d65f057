import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { interviewManageLink, offerLink } from "@/lib/mail/secret-links";
import { pageSurveyLink } from "@/lib/server/candidate-survey/page-survey-link";
import type { PublicOrganization } from "@/lib/schemas/public";
import type { CandidatePageResponse } from "@/lib/schemas/responses/candidate-page";
import { hashSecret } from "@/lib/auth/api-keys";
import { manageToken } from "@/lib/server/interviews/manage-token";
import { offerToken } from "@/lib/server/offers/offer-token";
import { asHolderOf } from "@/lib/server/public/public-scope";
import { findApplicationToken } from "./find-application-token";
import { candidateStageLabel } from "./stage-label";
import type { z } from "zod";

type Page = z.output<typeof CandidatePageResponse>;

// GET /api/public/applications/{token} (docs/decisions/493): what the candidate reads of their own
// application, as the holder of its page link, whose scope reaches this application and nothing else
// (decision 468). The stage as the team words it for candidates; interviews still to come with the
// links their invitations carried; an offer waiting with its letter's link; the conversation of this
// application (messages sent to the candidate and their answers: never notes, which live elsewhere,
// nor automatic replies and bounces); and the documents the team asked for.
export async function getCandidatePage(token: string): Promise<{ page: Page; organization: PublicOrganization; locale: string }> {
  return asHolderOf("application", token, async () => {
    const application = await findApplicationToken(db, token);
    const at = now();
    const [interviews, offer, messages, requests, survey] = await Promise.all([
      db.interview.findMany({
        where: { applicationId: application.id, status: "scheduled", endsAt: { gt: at } },
        orderBy: [{ startsAt: "asc" }, { id: "asc" }],
        select: { id: true, uid: true, title: true, startsAt: true, endsAt: true, timeZone: true, location: true, videoUrl: true, manageTokenHash: true },
      }),
      db.offer.findFirst({
        where: { applicationId: application.id, status: { in: ["sent", "accepted"] } },
        orderBy: { id: "desc" },
        select: { id: true, status: true, sentAt: true, expiresAt: true, tokenHash: true },
      }),
      db.candidateMessage.findMany({
        where: { applicationId: application.id, kind: "message", OR: [{ direction: "inbound" }, { direction: "outbound", sentAt: { not: null } }] },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, direction: true, subject: true, bodyText: true, authorName: true, sentAt: true, createdAt: true },
      }),
      db.documentRequest.findMany({
        where: { applicationId: application.id },
        orderBy: { id: "asc" },
        select: { id: true, label: true, status: true, fileName: true, createdAt: true },
      }),
      pageSurveyLink(application.id, application.locale, at),
    ]);
    const page: Page = {
      application: {
        id: application.id,
        status: application.status,
        stageLabel: candidateStageLabel(application.currentStage),
        job: { title: application.job.title },
        org: { name: application.job.organization.name },
      },
      interviews: interviews.map((i) => ({
        id: i.id,
        title: i.title,
        startsAt: i.startsAt.toISOString(),
        endsAt: i.endsAt.toISOString(),
        timeZone: i.timeZone,
        location: i.location,
        videoUrl: i.videoUrl,
        // the link its invitation carried, while the interview has one
        manageUrl: i.manageTokenHash === hashSecret(manageToken(i.uid)) ? interviewManageLink(manageToken(i.uid)) : null,
      })),
      offer: offer ? { status: offer.status as "sent" | "accepted", url: offerUrl(offer, at) } : null,
      messages: messages.map((m) => ({
        id: m.id,
        direction: m.direction as "inbound" | "outbound",
        subject: m.subject,
        bodyText: m.bodyText,
        from: m.direction === "outbound" ? (m.authorName ?? application.job.organization.name) : application.candidateName,
        at: (m.sentAt ?? m.createdAt).toISOString(),
      })),
      requests: requests.map((r) => ({ id: r.id, label: r.label, status: r.status as "requested" | "uploaded", fileName: r.fileName, requestedAt: r.createdAt.toISOString() })),
      survey: survey ? { url: survey } : null,
    };
    return { page, organization: application.job.organization, locale: application.locale };
  });
}

// The link the offer mail carried: only for an offer still waiting for an answer, and only when
// the link is the one derived from its sending (offers sent before links were derived have none here).
function offerUrl(offer: { id: number; status: string; sentAt: Date | null; expiresAt: Date | null; tokenHash: string | null }, at: Date): string | null {
  if (offer.status !== "sent" || !offer.sentAt || (offer.expiresAt && offer.expiresAt <= at)) return null;
  const token = offerToken(offer.id, offer.sentAt);
  return offer.tokenHash === hashSecret(token) ? offerLink(token) : null;
}
