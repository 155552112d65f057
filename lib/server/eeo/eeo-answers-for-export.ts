import type { Tx } from "@/lib/db";
import { db } from "@/lib/db";

export type EeoExport = { gender: string; raceEthnicity: string; veteranStatus: string; disabilityStatus: string };

// The person's own survey answers per application, for the privacy export (docs/decisions/341):
// the one read of individual answers, through eeo_answers_of_candidate(), which answers admins only.
export async function eeoAnswersForExport(candidateId: number, client: Tx | typeof db = db): Promise<Map<number, EeoExport>> {
  const rows = await client.$queryRaw<(EeoExport & { applicationId: number })[]>`
    SELECT application_id AS "applicationId", gender, race_ethnicity AS "raceEthnicity", veteran_status AS "veteranStatus",
           disability_status AS "disabilityStatus"
      FROM eeo_answers_of_candidate(${candidateId}::int)`;
  return new Map(rows.map(({ applicationId, ...answers }) => [applicationId, answers]));
}
