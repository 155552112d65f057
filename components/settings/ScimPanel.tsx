"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { LocalTime } from "@/components/ui/LocalTime";
import { Select } from "@/components/ui/Select";
import { Skeleton } from "@/components/ui/Spinner";
import { call } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { Panel } from "./Panel";
import type { scimOperations } from "@/lib/openapi/operations/scim";
import type { roleOperations } from "@/lib/openapi/operations/roles";
type GroupMapping = { id: number; displayName: string; roleId: number | null; members: number };

// Directory sync (settings.manage, docs/decisions/497): the SCIM base URL and bearer token for Okta
// or Entra ID, the token shown once, replaced or turned off at once; then which role each directory
// group's members get.
export function ScimPanel() {
  const t = useTranslations("Recruiter.Settings.ScimPanel");
  const { data, error, reload, mutate } = useEndpoint<typeof scimOperations.getScimSettings>("/api/orgs/me/scim-token");
  const [made, setMade] = useState<string | null>(null);
  const action = useAction();

  const make = () =>
    void action.run(async () => {
      const { token, createdAt } = await call<typeof scimOperations.createScimToken>("POST", "/api/orgs/me/scim-token");
      setMade(token);
      mutate((before) => ({ scim: { baseUrl: before.scim.baseUrl, enabled: true, createdAt } }));
    });
  const turnOff = () =>
    void action.run(async () => {
      const off = await call<typeof scimOperations.revokeScimToken>("DELETE", "/api/orgs/me/scim-token");
      setMade(null);
      mutate(() => off);
    });

  return (
    <Panel title={t("title")} description={t("description")}>
      <ErrorMessage message={error} onRetry={reload} />
      {!data ? (
        error ? null : <Skeleton className="h-16 w-full" />
      ) : (
        <div className="space-y-4">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-700">{t("baseUrl")}</dt>
            <dd className="break-all font-mono text-slate-900" data-testid="scim-base-url">
              {data.scim.baseUrl}
            </dd>
            <dt className="text-slate-700">{t("token")}</dt>
            <dd className="text-slate-900">
              {data.scim.enabled && data.scim.createdAt ? (
                <>
                  {t("tokenMade")} <LocalTime iso={data.scim.createdAt} />
                </>
              ) : (
                t("off")
              )}
            </dd>
          </dl>
          {made ? (
            <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
              <p className="font-medium text-slate-900">{t("copyNow")}</p>
              <p className="mt-2 break-all font-mono text-xs text-slate-900" data-testid="scim-token">
                {made}
              </p>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button loading={action.pending} onClick={make}>
              {data.scim.enabled ? t("replace") : t("make")}
            </Button>
            {data.scim.enabled ? (
              <Button variant="danger" loading={action.pending} onClick={turnOff}>
                {t("turnOff")}
              </Button>
            ) : null}
          </div>
          <ErrorMessage message={action.error} />
          <GroupRoles />
        </div>
      )}
    </Panel>
  );
}

// The directory's groups, once it has pushed any, each with the role its members get.
function GroupRoles() {
  const t = useTranslations("Recruiter.Settings.ScimPanel");
  const groups = useEndpoint<typeof scimOperations.listScimGroups>("/api/orgs/me/scim-groups");
  const roles = useEndpoint<typeof roleOperations.listRoles>("/api/roles");
  const action = useAction();
  if (groups.error || roles.error) return <ErrorMessage message={groups.error ?? roles.error} onRetry={() => (groups.reload(), roles.reload())} />;
  if (!groups.data || !roles.data) return <Skeleton className="h-10 w-full" />;
  if (groups.data.groups.length === 0) return <p className="text-sm text-slate-600">{t("noGroups")}</p>;
  const options = [{ value: "", label: t("noRole") }, ...roles.data.roles.map((r) => ({ value: String(r.id), label: r.name }))];
  const map = (group: GroupMapping, value: string) =>
    void action.run(async () => {
      const { group: saved } = await call<typeof scimOperations.mapScimGroup>("PATCH", `/api/orgs/me/scim-groups/${group.id}`, { body: { roleId: value === "" ? null : Number(value) } });
      groups.mutate((before) => ({ groups: before.groups.map((g) => (g.id === saved.id ? saved : g)) }));
    });
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{t("groupsTitle")}</h3>
      <p className="mt-1 text-sm text-slate-600">{t("groupsDescription")}</p>
      <ul className="mt-3 space-y-3">
        {groups.data.groups.map((group) => (
          <li key={group.id}>
            <Select
              label={t("groupRole", { group: group.displayName, count: group.members })}
              options={options}
              value={group.roleId === null ? "" : String(group.roleId)}
              disabled={action.pending}
              onChange={(event) => map(group, event.target.value)}
            />
          </li>
        ))}
      </ul>
      <ErrorMessage message={action.error} />
    </div>
  );
}
