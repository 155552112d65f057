"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { ADMIN_ROLE } from "@/lib/auth/permissions";
import { api, call } from "@/lib/ui/api";
import type { PermissionsResponse, RoleView } from "@/lib/ui/types";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { useRoleLabel } from "@/lib/ui/use-role-label";
import { Panel } from "./Panel";
import type { roleOperations } from "@/lib/openapi/operations/roles";

// Settings, Roles (docs/decisions/470, 471): every permission with its sentence against every role,
// ticked where the role grants it. A tick saves at once; the admin role keeps every permission.
// Below, the organization's own roles are created, renamed and deleted; members get them in Team.
export function RolesPanel() {
  const t = useTranslations("Recruiter.Settings.RolesPanel");
  const roles = useEndpoint<typeof roleOperations.listRoles>("/api/roles");
  const catalogue = useEndpoint<typeof roleOperations.listPermissions>("/api/permissions");
  const loading = (!roles.data && !roles.error) || (!catalogue.data && !catalogue.error);

  const replace = (role: RoleView) => roles.mutate((current) => ({ roles: current.roles.map((r) => (r.id === role.id ? role : r)) }));
  return (
    <div className="space-y-6">
      <Panel title={t("title")} description={t("description")}>
        <ErrorMessage message={roles.error ?? catalogue.error} onRetry={() => (roles.error ? roles.reload() : catalogue.reload())} />
        {loading ? (
          <div className="space-y-2" aria-busy="true" aria-label={t("loading")}>
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : roles.data && catalogue.data ? (
          <PermissionMatrix roles={roles.data.roles} permissions={catalogue.data.permissions} onSaved={replace} />
        ) : null}
      </Panel>
      {roles.data ? (
        <Panel title={t("ownRoles")} description={t("ownRolesDescription")}>
          <CreateRole onCreated={(role) => roles.mutate((current) => ({ roles: [...current.roles, role] }))} />
          <OwnRoles roles={roles.data.roles.filter((r) => !r.builtIn)} onRenamed={replace} onDeleted={(id) => roles.mutate((current) => ({ roles: current.roles.filter((r) => r.id !== id) }))} />
        </Panel>
      ) : null}
    </div>
  );
}

function PermissionMatrix({ roles, permissions, onSaved }: { roles: RoleView[]; permissions: PermissionsResponse["permissions"]; onSaved: (role: RoleView) => void }) {
  const t = useTranslations("Recruiter.Settings.RolesPanel");
  const roleLabel = useRoleLabel();
  const messageOf = useMessageOf();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function toggle(role: RoleView, permission: string, granted: boolean) {
    const cell = `${role.id}:${permission}`;
    setBusy(cell);
    setError(null);
    try {
      const next = granted ? [...role.permissions, permission] : role.permissions.filter((p) => p !== permission);
      const saved = await call<typeof roleOperations.updateRole>("PATCH", `/api/roles/${role.id}`, { body: { permissions: next } });
      onSaved(saved.role);
      toast.show(t("saved", { role: roleLabel(role.key, role.name) }));
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <ErrorMessage message={error} className="mb-3" />
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <caption className="sr-only">{t("matrixCaption")}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left">
              <th scope="col" className="py-2 pr-3 font-medium text-slate-700">
                {t("permission")}
              </th>
              {roles.map((role) => (
                <th key={role.id} scope="col" className="px-2 py-2 text-center font-medium text-slate-700">
                  <span className="block">{roleLabel(role.key, role.name)}</span>
                  {role.builtIn ? <Badge className="mt-1">{t("builtIn")}</Badge> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {permissions.map((permission) => (
              <tr key={permission.key} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  <span className="block font-mono text-xs text-slate-600">{permission.key}</span>
                  <span className="block text-slate-800">{permission.description}</span>
                </th>
                {roles.map((role) => {
                  const granted = role.permissions.includes(permission.key);
                  const locked = role.key === ADMIN_ROLE;
                  return (
                    <td key={role.id} className="px-2 py-2 text-center">
                      <input
                        type="checkbox"
                        className="h-4 w-4 rounded border-slate-300"
                        aria-label={t("grant", { permission: permission.key, role: roleLabel(role.key, role.name) })}
                        checked={granted}
                        disabled={locked || busy !== null}
                        aria-busy={busy === `${role.id}:${permission.key}` ? true : undefined}
                        onChange={(event) => void toggle(role, permission.key, event.target.checked)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600">{t("adminKeepsEverything")}</p>
    </>
  );
}

function CreateRole({ onCreated }: { onCreated: (role: RoleView) => void }) {
  const t = useTranslations("Recruiter.Settings.RolesPanel");
  const toast = useToast();
  const [name, setName] = useState("");
  const action = useAction();

  async function create(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return action.setError(t("nameRequired"));
    await action.run(async () => {
      const created = await call<typeof roleOperations.createRole>("POST", "/api/roles", { body: { name: trimmed, permissions: [] } });
      onCreated(created.role);
      setName("");
      toast.show(t("created", { role: created.role.name }));
    });
  }

  return (
    <form onSubmit={create} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <Input label={t("newRoleName")} hint={t("newRoleHint")} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} error={action.error ?? undefined} />
      <Button type="submit" loading={action.pending} className="sm:mt-6">
        {t("create")}
      </Button>
    </form>
  );
}

function OwnRoles({ roles, onRenamed, onDeleted }: { roles: RoleView[]; onRenamed: (role: RoleView) => void; onDeleted: (id: number) => void }) {
  const t = useTranslations("Recruiter.Settings.RolesPanel");
  const [deleting, setDeleting] = useState<RoleView | null>(null);
  if (roles.length === 0) return <p className="mt-4 text-sm text-slate-600">{t("noOwnRoles")}</p>;
  return (
    <>
      <ul className="mt-4 divide-y divide-slate-100" aria-label={t("ownRoles")}>
        {roles.map((role) => (
          <RenameRole key={role.id} role={role} onRenamed={onRenamed} onDelete={() => setDeleting(role)} />
        ))}
      </ul>
      {deleting ? (
        <DeleteRoleDialog
          role={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            onDeleted(deleting.id);
            setDeleting(null);
          }}
        />
      ) : null}
    </>
  );
}

function RenameRole({ role, onRenamed, onDelete }: { role: RoleView; onRenamed: (role: RoleView) => void; onDelete: () => void }) {
  const t = useTranslations("Recruiter.Settings.RolesPanel");
  const toast = useToast();
  const [name, setName] = useState(role.name);
  const action = useAction();

  async function rename(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return action.setError(t("nameRequired"));
    if (trimmed === role.name) return;
    await action.run(async () => {
      const saved = await call<typeof roleOperations.updateRole>("PATCH", `/api/roles/${role.id}`, { body: { name: trimmed } });
      onRenamed(saved.role);
      toast.show(t("renamed", { role: saved.role.name }));
    });
  }

  return (
    <li className="py-3">
      <form onSubmit={rename} noValidate className="grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-start">
        <Input label={t("nameOf", { key: role.key })} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} error={action.error ?? undefined} />
        <Button type="submit" variant="secondary" loading={action.pending} className="sm:mt-6">
          {t("rename")}
        </Button>
        <Button variant="ghost" className="sm:mt-6" onClick={onDelete}>
          {t("delete", { role: role.name })}
        </Button>
      </form>
    </li>
  );
}

function DeleteRoleDialog({ role, onClose, onDeleted }: { role: RoleView; onClose: () => void; onDeleted: () => void }) {
  const t = useTranslations("Recruiter.Settings.RolesPanel");
  const toast = useToast();
  const action = useAction();

  async function remove() {
    const done = await action.run(() => api("DELETE", `/api/roles/${role.id}`));
    if (!done) return;
    toast.show(t("deleted", { role: role.name }));
    onDeleted();
  }

  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={t("deleteTitle", { role: role.name })}
      description={t("deleteDescription")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={action.pending}>
            {t("cancel")}
          </Button>
          <Button variant="danger" loading={action.pending} onClick={() => void remove()}>
            {t("confirmDelete")}
          </Button>
        </>
      }
    >
      <ErrorMessage message={action.error} />
    </Dialog>
  );
}
