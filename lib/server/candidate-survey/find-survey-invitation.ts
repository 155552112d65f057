import { hashSecret } from "@/lib/auth/api-keys";
import { now } from "@/lib/clock";
import type { Tx } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { publicOrganizationSelect } from "@/lib/schemas/public";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;
const WHAT = "Survey";

// The invitation a survey link names, by the hash of its token, with what its page shows and what
// an answer keeps (the job, the stage reached). An unknown link, or one whose candidate was erased,
// is not found.
export async function findSurveyInvitation(client: Tx, token: string) {
  if (!TOKEN_PATTERN.test(token)) throw new NotFound(WHAT);
  const row = await client.surveyInvitation.findUnique({
    where: { tokenHash: hashSecret(token) },
    select: {
      id: true,
      organizationId: true,
      outcome: true,
      expiresAt: true,
      answered: true,
      application: {
        select: {
          jobId: true,
          currentStageId: true,
          candidate: { select: { erasedAt: true } },
          job: { select: { title: true, organization: { select: publicOrganizationSelect } } },
        },
      },
    },
  });
  if (!row || row.application.candidate.erasedAt) throw new NotFound(WHAT);
  return row;
}

export type FoundInvitation = Awaited<ReturnType<typeof findSurveyInvitation>>;

// answered wins over expired: the candidate is told their answer arrived
export function surveyStateOf(invitation: Pick<FoundInvitation, "answered" | "expiresAt">, at = now()): "open" | "answered" | "expired" {
  if (invitation.answered) return "answered";
  return invitation.expiresAt <= at ? "expired" : "open";
}
