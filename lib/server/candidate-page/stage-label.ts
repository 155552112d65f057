// The stage as the team words it for candidates (its candidateLabel), else its name: what the
// candidate's own page shows (docs/decisions/493) and what a referrer reads of a referral (501).
export function candidateStageLabel(stage: { name: string; candidateLabel: string | null }): string {
  return stage.candidateLabel ?? stage.name;
}
