import { hashSecret } from "@/lib/auth/api-keys";
import { now } from "@/lib/clock";
import type { Tx } from "@/lib/db";
import { Conflict, NotFound } from "@/lib/errors";
import { applicationLabel } from "@/lib/server/audit/record-audit";
import { memberSlots } from "@/lib/server/availability/member-slots";
import { lockedInterviewRow, type InterviewApplication, type LockedInterviewRow } from "./interview-access";
import { MANAGE_CUT_OFF_HOURS } from "./manage-token";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;
const HOUR = 3_600_000;
// how far ahead of the cut-off the candidate may move it
const MOVE_WINDOW_DAYS = 14;

export type CandidateInterviewState = "open" | "cut_off" | "cancelled" | "completed" | "closed";
export type ByToken = { row: LockedInterviewRow & { organizationId: number }; application: InterviewApplication; applicationStatus: string; jobTitle: string; orgName: string };

// The interview behind a candidate's manage token (docs/decisions/411), run as the owner: the token
// is the key. An unknown token is a 404; `lock` takes the interview's row for a change.
export async function interviewByToken(tx: Tx, token: string, lock = false): Promise<ByToken> {
  if (!TOKEN_PATTERN.test(token)) throw new NotFound("Interview");
  const tokenHash = hashSecret(token);
  const [found] = await (lock
    ? tx.$queryRaw<{ id: number; organizationId: number }[]>`SELECT id, organization_id AS "organizationId" FROM interviews WHERE manage_token_hash = ${tokenHash} FOR UPDATE`
    : tx.$queryRaw<{ id: number; organizationId: number }[]>`SELECT id, organization_id AS "organizationId" FROM interviews WHERE manage_token_hash = ${tokenHash}`);
  if (!found) throw new NotFound("Interview");
  const row = await lockedInterviewRow(tx, found.id);
  const app = await tx.application.findUniqueOrThrow({
    where: { id: row.applicationId },
    select: { id: true, status: true, candidateName: true, locale: true, candidate: { select: { email: true } }, job: { select: { title: true, organization: { select: { name: true } } } } },
  });
  return {
    row: { ...row, organizationId: found.organizationId },
    application: { id: app.id, status: app.status, label: applicationLabel(app.candidateName, app.job.title), candidateName: app.candidateName, candidateEmail: app.candidate.email, locale: app.locale },
    applicationStatus: app.status,
    jobTitle: app.job.title,
    orgName: app.job.organization.name,
  };
}

// Whether the candidate may still move or cancel it, and until when
export function candidateState({ row, applicationStatus }: Pick<ByToken, "row" | "applicationStatus">): { state: CandidateInterviewState; changeUntil: Date } {
  const changeUntil = new Date(row.startsAt.getTime() - MANAGE_CUT_OFF_HOURS * HOUR);
  if (row.status === "cancelled") return { state: "cancelled", changeUntil };
  if (row.status === "completed" || row.endsAt <= now()) return { state: "completed", changeUntil };
  if (applicationStatus !== "active") return { state: "closed", changeUntil };
  return { state: now() >= changeUntil ? "cut_off" : "open", changeUntil };
}

const REFUSAL: Record<Exclude<CandidateInterviewState, "open">, string> = {
  cancelled: "This interview is cancelled",
  completed: "This interview has taken place",
  closed: "This application is closed, so the interview can no longer be changed here",
  cut_off: `The interview starts in less than ${MANAGE_CUT_OFF_HOURS} hours; reply to the invitation e-mail to change it`,
};

export function refuseUnlessOpen(found: Pick<ByToken, "row" | "applicationStatus">): void {
  const { state } = candidateState(found);
  if (state !== "open") throw new Conflict(REFUSAL[state]);
}

// A candidate may move their interview this often by the link; after that a further move is
// arranged with the team, so one person cannot keep several interviewers' week in flux (decision 454).
export const CANDIDATE_MOVE_LIMIT = 2;

export function movesLeft(row: Pick<ByToken["row"], "candidateMoves">): number {
  return Math.max(0, CANDIDATE_MOVE_LIMIT - row.candidateMoves);
}

export function refuseOverMoveLimit(row: Pick<ByToken["row"], "candidateMoves">): void {
  if (movesLeft(row) === 0) throw new Conflict(`This interview has been moved ${CANDIDATE_MOVE_LIMIT} times already; reply to the invitation e-mail to find another time with the team`);
}

// The times the candidate may move it to: its interviewers' common free slots of its length, from
// the cut-off after now for two weeks (its own time counts as busy: it is not moved onto itself).
export async function rescheduleSlots(tx: Tx, row: ByToken["row"], viewerTimeZone: string) {
  const from = new Date(now().getTime() + MANAGE_CUT_OFF_HOURS * HOUR);
  return memberSlots(tx, {
    organizationId: row.organizationId,
    userIds: row.interviewerIds,
    from,
    to: new Date(from.getTime() + MOVE_WINDOW_DAYS * 24 * HOUR),
    durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    viewerTimeZone,
  });
}

// What the candidate is shown of their interview: when, where, what; not who or the team's data
export function candidateView(interview: { title: string; startsAt: Date | string; endsAt: Date | string; timeZone: string; location: string | null; videoUrl: string | null; status: string }) {
  return {
    title: interview.title,
    startsAt: new Date(interview.startsAt).toISOString(),
    endsAt: new Date(interview.endsAt).toISOString(),
    timeZone: interview.timeZone,
    location: interview.location,
    videoUrl: interview.videoUrl,
    status: interview.status,
  };
}
