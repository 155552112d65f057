"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import QRCode from "qrcode";
import { useState } from "react";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { LocalTime } from "@/components/ui/LocalTime";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { hidden } from "@/components/ui/sr-only";
import { can } from "@/lib/auth/caller";
import { api, call } from "@/lib/ui/api";
import { useEndpoint } from "@/lib/ui/use-api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { Panel } from "./Panel";
import { ScimPanel } from "./ScimPanel";
import { SsoPanel } from "./SsoPanel";
import type { twoFactorOperations } from "@/lib/openapi/operations/two-factor";
import type { organizationOperations } from "@/lib/openapi/operations/organization";

// The Security tab (docs/decisions/490): every member's two-factor sign-in and open sessions; for
// who keeps the settings, the organization's sign-in rules.
export function SecurityPanel() {
  const user = useCurrentUser();
  return (
    <div className="space-y-6">
      <TwoFactorPanel />
      <SessionsPanel />
      {can(user, "settings.manage") ? <SignInRulesPanel /> : null}
      {can(user, "settings.manage") ? <SsoPanel /> : null}
      {can(user, "settings.manage") ? <ScimPanel /> : null}
    </div>
  );
}

type Enrolment = { secret: string; otpauthUrl: string; qr: string };

export function TwoFactorPanel() {
  const t = useTranslations("Recruiter.Settings.SecurityPanel");
  const messageOf = useMessageOf();
  const user = useCurrentUser();
  const router = useRouter();
  const toast = useToast();
  const [enabled, setEnabled] = useState(user.twoFactorEnabled);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () => {
      const started = await call<typeof twoFactorOperations.startTotpEnrolment>("POST", "/api/users/me/totp");
      const qr = await QRCode.toDataURL(started.otpauthUrl, { margin: 1, width: 192 });
      setEnrolment({ ...started, qr });
      setCode("");
    });

  const confirm = () =>
    run(async () => {
      const { recoveryCodes: codes } = await call<typeof twoFactorOperations.confirmTotpEnrolment>("POST", "/api/users/me/totp/verify", { body: { code } });
      setEnrolment(null);
      setRecoveryCodes(codes);
      setEnabled(true);
      setCode("");
      toast.show(t("turnedOn"));
    });

  const turnOff = () =>
    run(async () => {
      await api("DELETE", "/api/users/me/totp", { body: { code } });
      setEnabled(false);
      setTurningOff(false);
      setCode("");
      toast.show(t("turnedOff"));
      router.refresh();
    });

  // the codes were seen: the page reloads its user, and a required enrolment lets the workspace in
  function finish() {
    setRecoveryCodes(null);
    router.refresh();
  }

  return (
    <Panel title={t("twoFactor")} description={t("twoFactorDescription")}>
      {user.mustEnrolTwoFactor && !enabled ? (
        <p role="status" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t("requiredNotice")}
        </p>
      ) : null}
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} email={user.email} onDone={finish} />
      ) : enrolment ? (
        <div className="max-w-xl space-y-4">
          <p className="text-sm text-slate-700">{t("scan")}</p>
          {/* a data: URL drawn in the browser from the otpauth URL: the secret goes to no other server */}
          <img src={enrolment.qr} alt={t("qrAlt")} width={192} height={192} className="rounded border border-slate-200" />
          <CopyLine label={t("key")} value={enrolment.secret} copyLabel={t("copyKey")} />
          <CopyLine label={t("setupLink")} value={enrolment.otpauthUrl} copyLabel={t("copyLink")} />
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <Input
              label={t("code")}
              hint={t("codeHint")}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              fieldClassName="w-48"
            />
            <Button type="submit" loading={busy}>
              {t("turnOn")}
            </Button>
            <Button variant="ghost" onClick={() => setEnrolment(null)}>
              {t("cancel")}
            </Button>
          </form>
        </div>
      ) : enabled ? (
        <div className="max-w-xl space-y-3">
          <p className="flex items-center gap-2 text-sm text-slate-800">
            <Badge tone="green">{t("isOn")}</Badge>
          </p>
          {turningOff ? (
            <form
              className="space-y-3"
              onSubmit={(event) => {
                event.preventDefault();
                void turnOff();
              }}
            >
              <p className="text-sm text-slate-600">{t("turnOffHelp")}</p>
              <div className="flex flex-wrap items-end gap-2">
                <Input label={t("turnOffCode")} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" required fieldClassName="w-56" />
                <Button type="submit" variant="danger" loading={busy}>
                  {t("turnOff")}
                </Button>
                <Button variant="ghost" onClick={() => setTurningOff(false)}>
                  {t("cancel")}
                </Button>
              </div>
            </form>
          ) : (
            <Button variant="secondary" onClick={() => setTurningOff(true)}>
              {t("turnOff")}
            </Button>
          )}
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">{t("isOff")}</p>
          <Button onClick={() => void start()} loading={busy}>
            {t("setUp")}
          </Button>
        </div>
      )}
      <ErrorMessage message={problem} className="mt-3" />
    </Panel>
  );
}

function CopyLine({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const t = useTranslations("Recruiter.Settings.SecurityPanel");
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <code className="min-w-0 max-w-full break-all rounded bg-slate-100 px-2 py-1 text-sm">{value}</code>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true));
          }}
        >
          {copied ? t("copied") : copyLabel}
        </Button>
      </div>
    </div>
  );
}

function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const t = useTranslations("Recruiter.Settings.SecurityPanel");
  const [copied, setCopied] = useState(false);
  const text = `${t("recoveryFileTitle", { email })}\n\n${codes.join("\n")}\n`;
  // a data: URL, so nothing needs revoking; the codes never leave the browser
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="max-w-xl space-y-3">
      <h3 className="text-base font-semibold">{t("recoveryCodes")}</h3>
      <p className="text-sm text-slate-700">{t("recoveryCodesHelp")}</p>
      <ul aria-label={t("recoveryCodes")} className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void navigator.clipboard?.writeText(codes.join("\n")).then(() => setCopied(true))}>
          {copied ? t("copied") : t("copyCodes")}
        </Button>
        <a href={href} download="hiring-recovery-codes.txt" className="inline-flex items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
          {t("downloadCodes")}
        </a>
        <Button size="sm" onClick={onDone}>
          {t("savedThem")}
        </Button>
      </div>
    </div>
  );
}

type SessionRow = { id: string; device: string; clientAddress: string | null; signInMethod: "password" | "sso"; createdAt: string; lastSeenAt: string; current: boolean };

function SessionsPanel() {
  const t = useTranslations("Recruiter.Settings.SecurityPanel");
  const messageOf = useMessageOf();
  const toast = useToast();
  const { data, error, reload, mutate } = useEndpoint<typeof twoFactorOperations.listMySessions>("/api/users/me/sessions");
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function signOut(session: SessionRow) {
    setBusy(session.id);
    setProblem(null);
    try {
      await api("DELETE", `/api/users/me/sessions/${encodeURIComponent(session.id)}`);
      // this browser's own session ended: to the sign-in page
      if (session.current) return window.location.assign("/login");
      mutate((current) => ({ sessions: current.sessions.filter((s) => s.id !== session.id) }));
      toast.show(t("signedOut"));
    } catch (cause) {
      setProblem(messageOf(cause));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Panel title={t("sessions")} description={t("sessionsDescription")}>
      <ErrorMessage message={error} onRetry={reload} />
      {data ? (
        <ul className="divide-y divide-slate-100" aria-label={t("sessions")}>
          {data.sessions.map((session) => (
            <li key={session.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {session.device}
                  {session.signInMethod === "sso" ? <span className="font-normal text-slate-600">({t("viaSso")})</span> : null}
                  {session.current ? <Badge tone="green">{t("thisSession")}</Badge> : null}
                </p>
                <p className="text-slate-600">
                  {t("lastSeen")} <LocalTime iso={session.lastSeenAt} />
                  {session.clientAddress && session.clientAddress !== "unknown" ? ` · ${t("from")} ${session.clientAddress}` : ""}
                  {" · "}
                  {t("signedInAt")} <LocalTime iso={session.createdAt} />
                </p>
              </div>
              <Button variant="secondary" size="sm" loading={busy === session.id} onClick={() => void signOut(session)}>
                {t.rich("signOut", { device: session.device, hidden })}
              </Button>
            </li>
          ))}
        </ul>
      ) : error ? null : (
        <Skeleton className="h-16 w-full" />
      )}
      <ErrorMessage message={problem} className="mt-2" />
    </Panel>
  );
}

function SignInRulesPanel() {
  const t = useTranslations("Recruiter.Settings.SecurityPanel");
  const messageOf = useMessageOf();
  const toast = useToast();
  const user = useCurrentUser();
  const { data, error, reload, mutate } = useEndpoint<typeof organizationOperations.getOrganization>("/api/orgs/me");
  const [require, setRequire] = useState<boolean | null>(null);
  const [hours, setHours] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!data) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await call<typeof organizationOperations.updateBranding>("PATCH", "/api/orgs/branding", {
        body: { requireTwoFactor: require ?? data.organization.requireTwoFactor, sessionLifetimeHours: Number(hours ?? data.organization.sessionLifetimeHours) },
      });
      mutate(() => ({ organization: result.organization }));
      setRequire(null);
      setHours(null);
      toast.show(t("saved"));
    } catch (cause) {
      setProblem(cause instanceof Error ? messageOf(cause) : t("couldNotSave"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title={t("signInSettings")} description={t("signInSettingsDescription", { organization: user.organization.name })}>
      <ErrorMessage message={error} onRetry={reload} />
      {data ? (
        <form className="max-w-xl space-y-4" onSubmit={(event) => void save(event)}>
          <div className="flex items-start gap-3">
            <input
              id="require-two-factor"
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={require ?? data.organization.requireTwoFactor}
              aria-describedby="require-two-factor-hint"
              onChange={(event) => setRequire(event.target.checked)}
            />
            <div>
              <label htmlFor="require-two-factor" className="text-sm font-medium text-slate-800">
                {t("requireTwoFactor")}
              </label>
              <p id="require-two-factor-hint" className="text-sm text-slate-600">
                {t("requireTwoFactorHint")}
              </p>
            </div>
          </div>
          <Input
            label={t("sessionLifetime")}
            hint={t("sessionLifetimeHint")}
            type="number"
            min={1}
            max={720}
            step={1}
            required
            value={hours ?? String(data.organization.sessionLifetimeHours)}
            onChange={(event) => setHours(event.target.value)}
            fieldClassName="w-56"
          />
          <Button type="submit" loading={busy}>
            {t("save")}
          </Button>
          <ErrorMessage message={problem} />
        </form>
      ) : error ? null : (
        <Skeleton className="h-16 w-full" />
      )}
    </Panel>
  );
}
