import { ownerDb } from "@/lib/db/owner";
import { createFeedback } from "@/prisma/factories/feedback";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { createCandidateNote } from "@/prisma/factories/candidate-note";
import type { AuditTrail } from "./audit";
import type { SeededApplication } from "./applications";
import { FEEDBACK_NOTES, NOTE_BODIES } from "./people";
import { DAY_MS, type Random } from "./random";

type Person = { id: string; name: string };
type Criteria = Map<number, { id: number; name: string }[]>; // job id -> criteria

const INTERVIEW_STAGE = 2;

function scoreFor(random: Random, app: SeededApplication): number {
  const tendency = app.status === "hired" ? [3, 4, 4] : app.status === "rejected" ? [1, 2, 2, 3] : [2, 3, 3, 4];
  return random.pick(tendency);
}

// Scorecards from the people asked to interview: every application that reached the interview
// stage has one to three, each answering a completed review request from the recruiter.
export async function seedFeedback(
  apps: SeededApplication[],
  ctx: { random: Random; audit: AuditTrail; criteria: Criteria; recruiter: Person; reviewersFor: (app: SeededApplication) => Person[] },
) {
  const { random, audit } = ctx;
  let count = 0;
  for (const app of apps.filter((a) => a.stageIndex >= INTERVIEW_STAGE)) {
    const requestedAt = app.enteredAt(INTERVIEW_STAGE);
    const pool = random.shuffle(ctx.reviewersFor(app));
    const reviewers = pool.slice(0, random.int(1, Math.min(3, pool.length)));
    const targetLabel = `${app.candidate.name} (${app.job.title})`;
    audit.add(ctx.recruiter, "review.requested", { type: "application", id: app.id }, { reviewers: reviewers.map((r) => ({ userId: r.id, name: r.name })), targetLabel }, requestedAt);
    for (const reviewer of reviewers) {
      const submittedAt = new Date(Math.min(requestedAt.getTime() + random.int(4, 40) * 60 * 60 * 1000, Date.now() - 60_000));
      const named = (ctx.criteria.get(app.job.id) ?? []).map((c) => ({ criterionId: c.id, criterion: c.name, score: scoreFor(random, app) }));
      const ratings = named.map(({ criterionId, score }) => ({ criterionId, score }));
      const average = ratings.reduce((sum, r) => sum + r.score, 0) / Math.max(1, ratings.length);
      const notes = random.pick(FEEDBACK_NOTES[average >= 3.2 ? "high" : average >= 2.4 ? "mid" : "low"]);
      // the overall call follows the scores (no draw, so the rest of the seeded history stays as it was)
      const recommendation = ratings.length === 0 ? null : average >= 3.5 ? "strong_yes" : average >= 2.5 ? "yes" : average >= 1.5 ? "no" : "strong_no";
      const feedback = await createFeedback(app, reviewer, { ratings, notes, recommendation, createdAt: submittedAt });
      await createReviewRequest(app, reviewer, { requestedBy: ctx.recruiter, createdAt: requestedAt, completedAt: submittedAt });
      audit.add(reviewer, "feedback.submitted", { type: "feedback", id: feedback.id }, { applicationId: app.id, after: { notes, recommendation, ratings: named }, targetLabel }, submittedAt);
      count++;
    }
  }
  return count;
}

// Open review requests, so the interviewers' and hiring managers' home pages have tasks.
export async function seedOpenReviews(
  apps: SeededApplication[],
  ctx: { random: Random; audit: AuditTrail; recruiter: Person; wanted: { reviewer: Person; count: number; jobIds?: number[] }[] },
) {
  const { random, audit } = ctx;
  let count = 0;
  const candidates = random.shuffle(apps.filter((a) => a.status === "active" && a.stageIndex >= 1));
  for (const { reviewer, count: wanted, jobIds } of ctx.wanted) {
    const asked = await ownerDb.reviewRequest.findMany({ where: { reviewerId: reviewer.id }, select: { applicationId: true } });
    const taken = new Set(asked.map((r) => r.applicationId));
    const eligible = candidates.filter((a) => (!jobIds || jobIds.includes(a.job.id)) && !taken.has(a.id));
    for (const app of eligible.slice(0, wanted)) {
      const since = Math.max(app.endedAt.getTime(), Date.now() - random.int(1, 6) * DAY_MS);
      const requestedAt = new Date(Math.min(since, Date.now() - 60 * 60 * 1000));
      await createReviewRequest(app, reviewer, { requestedBy: ctx.recruiter, createdAt: requestedAt });
      audit.add(ctx.recruiter, "review.requested", { type: "application", id: app.id }, { reviewers: [{ userId: reviewer.id, name: reviewer.name }], targetLabel: `${app.candidate.name} (${app.job.title})` }, requestedAt);
      count++;
    }
  }
  return count;
}

export async function seedNotes(apps: SeededApplication[], ctx: { random: Random; audit: AuditTrail; authorsFor: (app: SeededApplication) => Person[]; count: number }) {
  const { random, audit } = ctx;
  const picked = random.shuffle(apps).slice(0, ctx.count);
  for (const app of picked) {
    const author = random.pick(ctx.authorsFor(app));
    const span = Math.max(60 * 60 * 1000, app.endedAt.getTime() - app.createdAt.getTime());
    const createdAt = new Date(app.createdAt.getTime() + random.next() * span);
    const body = random.pick(NOTE_BODIES);
    const note = await createCandidateNote(app.candidate, author, { body, createdAt });
    audit.add(author, "note.created", { type: "note", id: note.id }, { candidateId: app.candidate.id, length: body.length, targetLabel: app.candidate.name }, createdAt);
  }
  return picked.length;
}
