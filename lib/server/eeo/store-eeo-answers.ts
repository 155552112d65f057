import type { Tx } from "@/lib/db";
import { DECLINE, type EeoAnswers } from "@/lib/schemas/eeo";

// Keeps a candidate's survey answers apart from the application (docs/decisions/340), in the
// apply's transaction, as hiring_public, which may insert them and read none back (no RETURNING,
// hence createMany); a member's role can neither write nor read the table.
// Nothing is kept when the organization has the survey off or the candidate answered nothing.
export async function storeEeoAnswers(tx: Tx, target: { organizationId: number; applicationId: number; surveyEnabled: boolean }, answers: EeoAnswers) {
  if (!target.surveyEnabled || !answers) return;
  const given = [answers.gender, answers.raceEthnicity, answers.veteranStatus, answers.disabilityStatus];
  if (given.every((a) => a === undefined)) return;
  await tx.eeoResponse.createMany({
    data: {
      organizationId: target.organizationId,
      applicationId: target.applicationId,
      gender: answers.gender ?? DECLINE,
      raceEthnicity: answers.raceEthnicity ?? DECLINE,
      veteranStatus: answers.veteranStatus ?? DECLINE,
      disabilityStatus: answers.disabilityStatus ?? DECLINE,
    },
  });
}
