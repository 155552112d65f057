"use client";

import { useState } from "react";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { useToast } from "@/components/ui/Toast";
import { call } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { ADMIN_ROLE, isBuiltInRole } from "@/lib/auth/permissions";
import type { RoleView, TeamMember } from "@/lib/ui/types";
import { useRoleLabel } from "@/lib/ui/use-role-label";
import { useAction } from "@/lib/ui/use-action";
import { PromoteDialog } from "./PromoteDialog";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";
import type { teamOperations } from "@/lib/openapi/operations/team";
import type { twoFactorOperations } from "@/lib/openapi/operations/two-factor";

type Confirming = { member: TeamMember; action: "deactivate" | "remove" };
// the team list's member: with their interviews this week and next (decision 486)
type ListedMember = TeamMember & { interviewsThisWeek?: number; interviewsNextWeek?: number };

// The members list of the Team tab (admins only): role, deactivation and removal per member
// (docs/decisions/172-173). The API refuses what would leave no active admin; its message shows here.
// onChanged gets the member as the API now answers it, or null when they left the list.
export function TeamMembers({ members, roles, onChanged }: { members: ListedMember[]; roles: RoleView[]; onChanged: (id: string, member: TeamMember | null) => void }) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Settings.TeamMembers");
  const roleLabel = useRoleLabel();
  const nameOf = (key: string) => roleLabel(key, roles.find((r) => r.key === key)?.name);
  // every role of the organization, and a member's own while the list loads
  const optionsFor = (member: TeamMember) =>
    (roles.some((r) => r.key === member.role) ? roles.map((r) => r.key) : [member.role, ...roles.map((r) => r.key)]).map((key) => ({ value: key, label: nameOf(key) }));
  // the toasts' sentences choose words for a built-in role's key, and say an own role's name
  const sayRole = (key: string) => (isBuiltInRole(key) ? key : nameOf(key));
  const me = useCurrentUser();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [rowError, setRowError] = useState<{ id: string; message: string } | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [promoting, setPromoting] = useState<TeamMember | null>(null);

  // The member as the API now answers it, or null when it refused (its message shows in the row).
  async function patch(member: TeamMember, body: { role?: string; status?: "active" | "deactivated"; weeklyInterviewLimit?: number | null; undo?: boolean }) {
    setBusy(member.id);
    setRowError(null);
    try {
      const result = await call<typeof teamOperations.updateMember>("PATCH", `/api/team/${encodeURIComponent(member.id)}`, { body });
      onChanged(member.id, result.member);
      return result.member;
    } catch (error) {
      setRowError({ id: member.id, message: messageOf(error) });
      return null;
    } finally {
      setBusy(null);
    }
  }

  // ends every open browser session of the member (docs/decisions/490); their API keys keep working
  async function signOutEverywhere(member: TeamMember) {
    setBusy(member.id);
    setRowError(null);
    try {
      const { ended } = await call<typeof twoFactorOperations.signOutMemberEverywhere>("POST", `/api/team/${encodeURIComponent(member.id)}/sign-out-everywhere`);
      toast.show(t("signedOutEverywhere", { name: member.name, count: ended }));
    } catch (error) {
      setRowError({ id: member.id, message: messageOf(error) });
    } finally {
      setBusy(null);
    }
  }

  async function update(member: TeamMember, body: { status: "active" | "deactivated" }, done: string) {
    if (await patch(member, body)) toast.show(done);
  }

  // Every role change offers Undo, which restores the previous role with `undo: true` so the audit
  // log shows it as an undo; an admin who stepped down gets none, having lost the right to change
  // roles (docs/decisions/293).
  async function changeRole(member: TeamMember, role: string) {
    const previous = member.role;
    const changed = await patch(member, { role });
    if (!changed) return;
    const message = t("roleNow", { name: member.name, role: sayRole(role) });
    // stepping down from a role that manages the team takes the right to undo it
    if (member.id === me.id && !roles.find((r) => r.key === role)?.permissions.includes("team.manage")) return toast.show(message);
    toast.show(message, "success", {
      label: t("undo"),
      run: () => {
        void patch(changed, { role: previous, undo: true }).then((restored) => {
          if (restored) toast.show(t("roleAgain", { name: member.name, role: sayRole(previous) }));
        });
      },
    });
  }

  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label={t("members")}>
        {members.map((member) => {
          const isMe = member.id === me.id;
          const deactivated = member.status === "deactivated";
          return (
            <li key={member.id} className="py-3" aria-busy={busy === member.id ? true : undefined}>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className={`font-medium ${deactivated ? "text-slate-500" : ""}`}>
                      {member.name}
                      {isMe ? t("you") : ""}
                    </span>
                    {deactivated ? <Badge tone="amber">{t("deactivated")}</Badge> : null}
                  </span>
                  <span className="block truncate text-sm text-slate-600">{member.email}</span>
                  <span className="block text-sm text-slate-600">{t("interviewLoad", { thisWeek: member.interviewsThisWeek ?? 0, nextWeek: member.interviewsNextWeek ?? 0 })}</span>
                </span>
                <div className="flex flex-wrap items-end gap-2">
                  <WeeklyLimit member={member} busy={busy === member.id} onSave={async (limit) => {
                    if (await patch(member, { weeklyInterviewLimit: limit })) toast.show(limit === null ? t("limitRemoved", { name: member.name }) : t("limitSet", { name: member.name, limit }));
                  }} />
                  <Select
                    label={<span className="sr-only">{t("roleOf", { name: member.name })}</span>}
                    fieldClassName="w-full sm:w-44 [&>div]:mt-0"
                    value={member.role}
                    options={optionsFor(member)}
                    disabled={busy === member.id}
                    onChange={(event) => {
                      const role = event.target.value;
                      // a promotion to admin is confirmed first; until then the list keeps the old role
                      if (role === ADMIN_ROLE) setPromoting(member);
                      else void changeRole(member, role);
                    }}
                  />
                  {isMe ? null : deactivated ? (
                    <Button variant="secondary" size="sm" loading={busy === member.id} onClick={() => update(member, { status: "active" }, t("canSignInAgain", { name: member.name }))}>
                      {t.rich("reactivate", { name: member.name, hidden })}
                    </Button>
                  ) : (
                    <Button variant="secondary" size="sm" disabled={busy === member.id} onClick={() => setConfirming({ member, action: "deactivate" })}>
                      {t.rich("deactivate", { name: member.name, hidden })}
                    </Button>
                  )}
                  {isMe || deactivated ? null : (
                    <Button variant="secondary" size="sm" disabled={busy === member.id} onClick={() => void signOutEverywhere(member)}>
                      {t.rich("signOutEverywhere", { name: member.name, hidden })}
                    </Button>
                  )}
                  {isMe ? null : (
                    <Button variant="ghost" size="sm" disabled={busy === member.id} onClick={() => setConfirming({ member, action: "remove" })}>
                      {t.rich("remove", { name: member.name, hidden })}
                    </Button>
                  )}
                </div>
              </div>
              {rowError?.id === member.id ? <ErrorMessage message={rowError.message} className="mt-2" /> : null}
            </li>
          );
        })}
      </ul>
      {confirming ? (
        <ConfirmDialog
          confirming={confirming}
          onClose={() => setConfirming(null)}
          onDone={(message, updated) => {
            onChanged(confirming.member.id, updated);
            toast.show(message);
            setConfirming(null);
          }}
        />
      ) : null}
      {promoting ? (
        <PromoteDialog
          member={promoting}
          onClose={() => setPromoting(null)}
          onConfirm={() => {
            setPromoting(null);
            void changeRole(promoting, ADMIN_ROLE);
          }}
        />
      ) : null}
    </>
  );
}

// A member's weekly interview limit for panel days: empty for none, 0-100 otherwise
function WeeklyLimit({ member, busy, onSave }: { member: TeamMember; busy: boolean; onSave: (limit: number | null) => Promise<void> }) {
  const t = useTranslations("Recruiter.Settings.TeamMembers");
  const [value, setValue] = useState(member.weeklyInterviewLimit === null ? "" : String(member.weeklyInterviewLimit));
  const [error, setError] = useState<string | null>(null);
  const current = member.weeklyInterviewLimit === null ? "" : String(member.weeklyInterviewLimit);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const text = value.trim();
    const limit = text === "" ? null : Number(text);
    if (limit !== null && (!Number.isInteger(limit) || limit < 0 || limit > 100)) {
      setError(t("limitInvalid"));
      return;
    }
    setError(null);
    await onSave(limit);
  }

  return (
    <form onSubmit={save} className="flex items-end gap-1" noValidate>
      <Input
        label={<span className="text-xs">{t("weeklyLimit")}</span>}
        aria-label={t("weeklyLimitOf", { name: member.name })}
        fieldClassName="w-28 [&>div]:mt-0"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        placeholder={t("noLimit")}
        value={value}
        error={error}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={busy || value.trim() === current} aria-label={t("saveLimitOf", { name: member.name })}>
        {t("saveLimit")}
      </Button>
    </form>
  );
}

function ConfirmDialog({
  confirming,
  onClose,
  onDone,
}: {
  confirming: Confirming;
  onClose: () => void;
  onDone: (message: string, member: TeamMember | null) => void;
}) {
  const t = useTranslations("Recruiter.Settings.TeamMembers");
  const { member, action } = confirming;
  const { pending, error, run } = useAction();
  const path = `/api/team/${encodeURIComponent(member.id)}` as const;
  const removing = action === "remove";

  async function confirm() {
    let updated: TeamMember | null = null;
    const ok = await run(async () => {
      if (removing) await call<typeof teamOperations.removeMember>("DELETE", path);
      else updated = (await call<typeof teamOperations.updateMember>("PATCH", path, { body: { status: "deactivated" } })).member;
    });
    if (ok) onDone(removing ? t("removedFromTeam", { name: member.name }) : t("wasDeactivated", { name: member.name }), updated);
  }

  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={removing ? t("removeTitle", { name: member.name }) : t("deactivateTitle", { name: member.name })}
      description={
        removing
          ? t("theyCanNoLongerSign")
          : t("theyAreSignedOutAt")
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={confirm} loading={pending}>
            {removing ? t("removeMember") : t("deactivateMember")}
          </Button>
        </>
      }
    >
      <ErrorMessage message={error} />
    </Dialog>
  );
}
