"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Select } from "@/components/ui/Select";
import { useToast } from "@/components/ui/Toast";
import { call } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { Section } from "./Section";
import type { Interviewer } from "./types";
import { useTranslations } from "next-intl";
import { useRoleLabel } from "@/lib/ui/use-role-label";
import type { teamOperations } from "@/lib/openapi/operations/team";
import type { feedbackOperations } from "@/lib/openapi/operations/feedback";

type Props = {
  applicationId: number;
  interviewers: Interviewer[];
  canManage: boolean;
  onChange: (interviewers: Interviewer[]) => void;
};

export function InterviewersPanel({ applicationId, interviewers, canManage, onChange }: Props) {
  const t = useTranslations("Recruiter.Application.InterviewersPanel");
  return (
    <Section id="interviewers" title={t("interviewers")} description={t("colleaguesAskedToReviewThis")}>
      {interviewers.length === 0 ? (
        <p className="text-sm text-slate-600">{t("nobodyHasBeenAskedTo")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {interviewers.map((person) => (
            <li key={person.userId} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0 truncate text-slate-900">{person.name}</span>
              {person.hasSubmitted ? <Badge tone="green">{t("submitted")}</Badge> : <Badge tone="amber">{t("waiting")}</Badge>}
            </li>
          ))}
        </ul>
      )}
      {canManage ? <RequestReview applicationId={applicationId} interviewers={interviewers} onChange={onChange} /> : null}
    </Section>
  );
}

function RequestReview({ applicationId, interviewers, onChange }: Omit<Props, "canManage">) {
  const roleLabel = useRoleLabel();
  const t = useTranslations("Recruiter.Application.InterviewersPanel");
  const toast = useToast();
  const team = useEndpoint<typeof teamOperations.getTeam>("/api/team");
  const [userId, setUserId] = useState("");
  const { pending, error, setError, run } = useAction();
  const asked = new Set(interviewers.map((person) => person.userId));
  // a deactivated member cannot sign in to review (the API refuses them too)
  const candidates = (team.data?.members ?? []).filter((member) => !asked.has(member.id) && member.status !== "deactivated");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!userId) {
      setError(t("chooseColleague"));
      return;
    }
    await run(async () => {
      const result = await call<typeof feedbackOperations.requestReviews>("POST", `/api/applications/${applicationId}/interviewers`, { body: { userIds: [userId] } });
      const name = team.data?.members.find((member) => member.id === userId)?.name ?? t("yourColleague");
      onChange(result.interviewers);
      setUserId("");
      toast.show(t("asked", { name }));
    });
  }

  return (
    <form onSubmit={submit} className="mt-4 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label={t("requestAReviewFrom")}
          fieldClassName="min-w-0 flex-1"
          placeholder={team.error ? t("teamNotAvailable") : team.data === null ? t("loadingTeam") : candidates.length ? t("chooseAColleague") : t("everyoneHasBeenAsked")}
          disabled={candidates.length === 0}
          value={userId}
          options={candidates.map((member) => ({ value: member.id, label: `${member.name} (${roleLabel(member.role)})` }))}
          onChange={(event) => setUserId(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={pending} disabled={candidates.length === 0}>
          {t("requestReview")}
        </Button>
      </div>
      <ErrorMessage message={error ?? team.error} onRetry={team.error && !error ? team.reload : undefined} className="mt-2" />
    </form>
  );
}
