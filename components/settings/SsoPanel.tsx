"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input, Textarea } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { call } from "@/lib/ui/api";
import type { RolesResponse } from "@/lib/ui/types";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { Panel } from "./Panel";
import type { ssoOperations } from "@/lib/openapi/operations/sso";
import type { roleOperations } from "@/lib/openapi/operations/roles";

type SsoType = "oidc" | "saml";
type Sso = {
  type: SsoType | null;
  issuer: string | null;
  clientId: string | null;
  metadataUrl: string | null;
  domains: string[];
  enforce: boolean;
  defaultRoleId: number | null;
  groupRoles: Record<string, number>;
  spMetadataUrl: string;
  acsUrl: string;
};
type GroupRow = { key: number; group: string; roleId: string };

// Single sign-on (settings.manage, docs/decisions/505): the organization's OpenID Connect or SAML
// identity provider, its e-mail domains, whether passwords are refused, and which role newcomers and
// mapped groups get. The client secret and pasted metadata are sent, never shown again.
export function SsoPanel() {
  const t = useTranslations("Recruiter.Settings.SsoPanel");
  const sso = useEndpoint<typeof ssoOperations.getSsoConnection>("/api/orgs/me/sso");
  const roles = useEndpoint<typeof roleOperations.listRoles>("/api/roles");
  const error = sso.error ?? roles.error;
  return (
    <Panel title={t("title")} description={t("description")}>
      <ErrorMessage message={error} onRetry={() => (sso.reload(), roles.reload())} />
      {sso.data && roles.data ? (
        <SsoForm key={JSON.stringify(sso.data.sso)} saved={sso.data.sso} roles={roles.data.roles} onSaved={(saved) => sso.mutate(() => ({ sso: saved }))} />
      ) : error ? null : (
        <Skeleton className="h-32 w-full" />
      )}
    </Panel>
  );
}

function SsoForm({ saved, roles, onSaved }: { saved: Sso; roles: RolesResponse["roles"]; onSaved: (sso: Sso) => void }) {
  const t = useTranslations("Recruiter.Settings.SsoPanel");
  const user = useCurrentUser();
  const toast = useToast();
  const action = useAction();
  const [type, setType] = useState<string>(saved.type ?? "");
  const [issuer, setIssuer] = useState(saved.issuer ?? "");
  const [clientId, setClientId] = useState(saved.clientId ?? "");
  const [clientSecret, setClientSecret] = useState("");
  const [metadataUrl, setMetadataUrl] = useState(saved.metadataUrl ?? "");
  const [metadataXml, setMetadataXml] = useState("");
  const [domains, setDomains] = useState(saved.domains.join("\n"));
  const [enforce, setEnforce] = useState(saved.enforce);
  const [defaultRoleId, setDefaultRoleId] = useState(saved.defaultRoleId === null ? "" : String(saved.defaultRoleId));
  const [groups, setGroups] = useState<GroupRow[]>(Object.entries(saved.groupRoles).map(([group, roleId], index) => ({ key: index, group, roleId: String(roleId) })));
  const roleOptions = roles.map((role) => ({ value: String(role.id), label: role.name }));
  const ownDomain = user.email.slice(user.email.lastIndexOf("@") + 1);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      const chosen = type === "" ? null : (type as SsoType);
      const body = {
        type: chosen,
        ...(chosen === "oidc" ? { issuer: issuer.trim(), clientId: clientId.trim(), ...(clientSecret ? { clientSecret } : {}) } : {}),
        ...(chosen === "saml" ? (metadataXml.trim() ? { metadataXml } : { metadataUrl: metadataUrl.trim() || null }) : {}),
        domains: domains
          .split(/[\s,]+/)
          .map((d) => d.trim().toLowerCase())
          .filter(Boolean),
        enforce,
        defaultRoleId: defaultRoleId === "" ? null : Number(defaultRoleId),
        groupRoles: Object.fromEntries(groups.filter((g) => g.group.trim() && g.roleId).map((g) => [g.group.trim(), Number(g.roleId)])),
      };
      const result = await call<typeof ssoOperations.updateSsoConnection>("PUT", "/api/orgs/me/sso", { body });
      onSaved(result.sso);
      toast.show(t("saved"));
    });
  };

  return (
    <form className="max-w-2xl space-y-5" onSubmit={save}>
      <Select
        label={t("type")}
        value={type}
        onChange={(event) => setType(event.target.value)}
        options={[
          { value: "", label: t("typeNone") },
          { value: "oidc", label: t("typeOidc") },
          { value: "saml", label: t("typeSaml") },
        ]}
        fieldClassName="w-72"
      />
      {type === "oidc" ? (
        <div className="space-y-4">
          <Input label={t("issuer")} hint={t("issuerHint")} type="url" required value={issuer} onChange={(event) => setIssuer(event.target.value)} />
          <Input label={t("clientId")} required value={clientId} onChange={(event) => setClientId(event.target.value)} />
          <Input
            label={t("clientSecret")}
            hint={saved.type === "oidc" ? t("clientSecretKept") : t("clientSecretHint")}
            type="password"
            autoComplete="off"
            required={saved.type !== "oidc"}
            value={clientSecret}
            onChange={(event) => setClientSecret(event.target.value)}
          />
          {/* the callback lives beside the ACS under the app's public URL, which the answer names */}
          <CopyField label={t("redirectUri")} value={saved.acsUrl.replace(/\/api\/auth\/sso\/saml\/\d+\/acs$/, "/api/auth/sso/oidc/callback")} testId="sso-redirect-uri" />
        </div>
      ) : null}
      {type === "saml" ? (
        <div className="space-y-4">
          <CopyField label={t("spMetadataUrl")} value={saved.spMetadataUrl} testId="sso-sp-metadata-url" />
          <CopyField label={t("acsUrl")} value={saved.acsUrl} testId="sso-acs-url" />
          <Input label={t("metadataUrl")} hint={t("metadataUrlHint")} type="url" value={metadataUrl} onChange={(event) => setMetadataUrl(event.target.value)} />
          <Textarea label={t("metadataXml")} hint={t("metadataXmlHint")} rows={4} value={metadataXml} onChange={(event) => setMetadataXml(event.target.value)} className="font-mono text-xs" />
        </div>
      ) : null}
      <Textarea label={t("domains")} hint={t("domainsHint", { domain: ownDomain })} rows={2} value={domains} onChange={(event) => setDomains(event.target.value)} />
      <div className="flex items-start gap-3">
        <input id="sso-enforce" type="checkbox" className="mt-1 h-4 w-4" checked={enforce} aria-describedby="sso-enforce-hint" onChange={(event) => setEnforce(event.target.checked)} />
        <div>
          <label htmlFor="sso-enforce" className="text-sm font-medium text-slate-800">
            {t("enforce")}
          </label>
          <p id="sso-enforce-hint" className="text-sm text-slate-600">
            {t("enforceHint")}
          </p>
        </div>
      </div>
      <Select
        label={t("defaultRole")}
        hint={t("defaultRoleHint")}
        value={defaultRoleId}
        onChange={(event) => setDefaultRoleId(event.target.value)}
        options={[{ value: "", label: t("leastRole") }, ...roleOptions]}
        fieldClassName="w-72"
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">{t("groupsTitle")}</legend>
        <p className="text-sm text-slate-600">{t("groupsHint")}</p>
        {groups.length === 0 ? <p className="text-sm text-slate-600">{t("noGroups")}</p> : null}
        <ul className="space-y-2">
          {groups.map((row, index) => (
            <li key={row.key} className="flex flex-wrap items-end gap-2">
              <Input
                label={t("group", { number: index + 1 })}
                value={row.group}
                onChange={(event) => setGroups((rows) => rows.map((r) => (r.key === row.key ? { ...r, group: event.target.value } : r)))}
                fieldClassName="w-56"
              />
              <Select
                label={t("groupRole", { number: index + 1 })}
                value={row.roleId}
                placeholder={t("chooseRole")}
                onChange={(event) => setGroups((rows) => rows.map((r) => (r.key === row.key ? { ...r, roleId: event.target.value } : r)))}
                options={roleOptions}
                fieldClassName="w-56"
              />
              <Button variant="ghost" size="sm" onClick={() => setGroups((rows) => rows.filter((r) => r.key !== row.key))}>
                {t("removeGroup", { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" size="sm" onClick={() => setGroups((rows) => [...rows, { key: Math.max(-1, ...rows.map((r) => r.key)) + 1, group: "", roleId: "" }])}>
          {t("addGroup")}
        </Button>
      </fieldset>
      <div className="space-y-2">
        <Button type="submit" loading={action.pending}>
          {t("save")}
        </Button>
        <ErrorMessage message={action.error} />
      </div>
    </form>
  );
}

function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const t = useTranslations("Recruiter.Settings.SsoPanel");
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <code className="min-w-0 max-w-full break-all rounded bg-slate-100 px-2 py-1 text-sm" data-testid={testId}>
          {value}
        </code>
        <Button variant="secondary" size="sm" aria-label={t("copyLabel", { what: label })} onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true))}>
          {copied ? t("copied") : t("copy")}
        </Button>
      </div>
    </div>
  );
}
