"use client";

import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton } from "@/components/ui/Spinner";
import { useEndpoint } from "@/lib/ui/use-api";
import { useRoleLabel } from "@/lib/ui/use-role-label";
import { useTranslations } from "next-intl";
import type { teamOperations } from "@/lib/openapi/operations/team";

// Hiring managers are picked among active members whose role may manage the jobs it is listed on
// (jobs.manage) without seeing every job (plus anyone already listed, a deactivated one marked so they
// can be taken off), since those who see every job manage every job anyway (docs/decisions/061, 173, 470).
export function HiringManagerPicker({ value, onChange, error }: { value: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const roleLabel = useRoleLabel();
  const t = useTranslations("Recruiter.Jobs.HiringManagerPicker");
  const team = useEndpoint<typeof teamOperations.getTeam>("/api/team");
  const managing = useEndpoint<typeof teamOperations.getTeam>("/api/team", { may: "jobs.manage" });
  const seeingAll = useEndpoint<typeof teamOperations.getTeam>("/api/team", { may: "jobs.view_all" });
  const mayManage = new Set((managing.data?.members ?? []).map((m) => m.id));
  const seesAll = new Set((seeingAll.data?.members ?? []).map((m) => m.id));
  const members = (team.data?.members ?? []).filter((m) => (m.status === "active" && mayManage.has(m.id) && !seesAll.has(m.id)) || value.includes(m.id));

  function toggle(id: string, checked: boolean) {
    onChange(checked ? [...value, id] : value.filter((v) => v !== id));
  }

  return (
    <fieldset aria-describedby="hiring-managers-hint">
      <legend className="text-sm font-medium text-slate-700">{t("hiringManagers")}</legend>
      <p id="hiring-managers-hint" className="mt-0.5 text-xs text-slate-600">
        {t("theySeeThisJobAnd")}
      </p>
      <ErrorMessage message={team.error} onRetry={team.reload} className="mt-2" />
      {team.loading && !team.data ? (
        <div className="mt-2 space-y-2" aria-hidden="true">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-5 w-40" />
        </div>
      ) : team.data && members.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("noOneInYourTeam")}</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {members.map((member) => (
            <li key={member.id}>
              <label className="flex items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-slate-300"
                  checked={value.includes(member.id)}
                  onChange={(event) => toggle(member.id, event.target.checked)}
                />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{member.name}</span>
                  <span className="block truncate text-xs text-slate-600">
                    {member.email} · {roleLabel(member.role)}
                    {member.status === "deactivated" ? t("deactivated") : ""}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
