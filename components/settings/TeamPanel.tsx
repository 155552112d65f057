"use client";

import { useState } from "react";
import { AGENCY_RECRUITER_ROLE } from "@/lib/auth/permissions";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { Skeleton } from "@/components/ui/Spinner";
import { EMAIL_PATTERN } from "@/lib/schemas/common";
import { call } from "@/lib/ui/api";
import { DEFAULT_ROLE } from "@/lib/auth/permissions";
import { useRoleLabel } from "@/lib/ui/use-role-label";
import { useEndpoint } from "@/lib/ui/use-api";
import { useFormErrors } from "@/lib/ui/use-form-errors";
import { Panel } from "./Panel";
import { PendingInvitations } from "./PendingInvitations";
import { TeamMembers } from "./TeamMembers";
import { useTranslations } from "next-intl";
import type { teamOperations } from "@/lib/openapi/operations/team";
import type { roleOperations } from "@/lib/openapi/operations/roles";

export function TeamPanel() {
  const t = useTranslations("Recruiter.Settings.TeamPanel");
  const roleLabel = useRoleLabel();
  const { data, error, reload, mutate } = useEndpoint<typeof teamOperations.getTeam>("/api/team");
  // the organization's roles, its own among the built-in ones (Settings, Roles)
  const roles = useEndpoint<typeof roleOperations.listRoles>("/api/roles");
  // an agency's recruiter is invited from Settings › Agencies, with their agency (docs/decisions/504)
  const roleOptions = (roles.data?.roles ?? []).filter((r) => r.key !== AGENCY_RECRUITER_ROLE).map((r) => ({ value: r.key, label: roleLabel(r.key, r.name) }));
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<string>(DEFAULT_ROLE);
  const [result, setResult] = useState<{ email: string; simulated: boolean } | null>(null);
  const form = useFormErrors({ email: t("emailLabel"), role: t("roleLabel") }, { conflict: "email" });

  async function invite(event: React.FormEvent) {
    event.preventDefault();
    const address = email.trim();
    setResult(null);
    if (!form.check({ email: address.length > 254 || !EMAIL_PATTERN.test(address) ? t("emailInvalid") : undefined })) return;
    await form.run(async () => {
      const response = await call<typeof teamOperations.inviteMember>("POST", "/api/team/invite", { body: { email: address, role } });
      setResult({ email: address, simulated: response.simulated });
      setEmail("");
      reload();
    });
  }

  return (
    <div className="space-y-6">
      <Panel title={t("inviteATeammate")} description={t("theyGetASingleUse")}>
        <form id={form.formId} onSubmit={invite} noValidate className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
          <Input label={t("eMail")} type="email" autoComplete="off" value={email} maxLength={254} onChange={(e) => setEmail(e.target.value)} error={form.errors.email} />
          <Select label={t("role")} value={role} onChange={(e) => setRole(e.target.value)} options={roleOptions.length ? roleOptions : [{ value: role, label: roleLabel(role) }]} error={form.errors.role} />
          <Button type="submit" loading={form.pending} className="sm:mt-6">
            {t("sendInvite")}
          </Button>
        </form>
        <ErrorMessage message={form.message} className="mt-3" />
        {result ? (
          <p role="status" className={`mt-3 rounded-md px-3 py-2 text-sm ${result.simulated ? "bg-amber-50 text-amber-900" : "bg-green-50 text-green-800"}`}>
            {result.simulated ? t("invitedSimulated", { email: result.email }) : t("invited", { email: result.email })}
          </p>
        ) : null}
      </Panel>
      <Panel
        title={t("members")}
        description={t("aNewRoleAppliesAt")}
      >
        <ErrorMessage message={error} onRetry={reload} />
        {!data && !error ? (
          <div className="space-y-2" aria-busy="true" aria-label={t("loadingTeam")}>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : data ? (
          <TeamMembers
            members={data.members}
            roles={roles.data?.roles ?? []}
            onChanged={(id, member) =>
              mutate((team) => ({
                ...team,
                members: member ? team.members.map((m) => (m.id === id ? { ...m, ...member } : m)) : team.members.filter((m) => m.id !== id),
              }))
            }
          />
        ) : null}
      </Panel>
      {data ? (
        <Panel title={t("pendingInvitations")}>
          <PendingInvitations invitations={data.invitations} onChanged={reload} />
        </Panel>
      ) : null}
    </div>
  );
}
