import { FIRST_ANSWER_AT } from "@/lib/analytics/metric-definitions";
import { Prisma } from "@/lib/generated/prisma/client";

// An application's answer deadline is its created_at plus its organization's answer_within_days
// (docs/decisions/494); "awaiting an answer" lists it from this many days before the deadline.
export const ANSWER_DUE_WITHIN_DAYS = 3;

// The deadline of application `a`, null when its organization set none.
const DEADLINE = Prisma.sql`(SELECT a.created_at + make_interval(days => o.answer_within_days) FROM organizations o WHERE o.id = a.organization_id)`;

// Active applications of `a` not answered yet (the metric's rule: FIRST_ANSWER_AT) whose deadline is
// within ANSWER_DUE_WITHIN_DAYS of `at` or passed. `at` comes from the app's clock (lib/clock.ts).
export function awaitingAnswer(at: Date): Prisma.Sql {
  return Prisma.sql`(a.status = 'active' AND ${DEADLINE} <= ${at}::timestamptz + make_interval(days => ${ANSWER_DUE_WITHIN_DAYS}::int) AND ${Prisma.raw(FIRST_ANSWER_AT)} IS NULL)`;
}

// The same applications, past their deadline only: what the automatic rejection takes.
export function pastAnswerDeadline(at: Date): Prisma.Sql {
  return Prisma.sql`(a.status = 'active' AND ${DEADLINE} <= ${at}::timestamptz AND ${Prisma.raw(FIRST_ANSWER_AT)} IS NULL)`;
}
