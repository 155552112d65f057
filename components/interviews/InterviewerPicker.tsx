"use client";

import type { TeamMember } from "@/components/application/types";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Spinner } from "@/components/ui/Spinner";
import type { teamOperations } from "@/lib/openapi/operations/team";
import type { useEndpoint } from "@/lib/ui/use-api";

type Team = ReturnType<typeof useEndpoint<typeof teamOperations.getTeam>>;

// The team's members as checkboxes, for the dialogs that pick interviewers (schedule an interview,
// offer times): the team's loading and error states, then one box per member.
export function InterviewerPicker({ legend, loadingLabel, team, members, chosen, onToggle }: { legend: string; loadingLabel: string; team: Team; members: TeamMember[]; chosen: string[]; onToggle: (id: string) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      {team.error ? <ErrorMessage message={team.error} onRetry={team.reload} /> : null}
      {!team.data && !team.error ? <Spinner label={loadingLabel} /> : null}
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {members.map((m) => (
          <label key={m.id} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={chosen.includes(m.id)} onChange={() => onToggle(m.id)} className="h-4 w-4 rounded border-slate-400" />
            {m.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
