"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { useFormatting } from "@/components/ui/use-formatting";
import { ApiError, messageOf, call } from "@/lib/ui/api";
import { plainFieldMessage } from "@/lib/ui/plain-errors";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { Panel } from "./Panel";
import type { RecruiterT } from "@/lib/i18n/recruiter-t";
import type { calendarOperations } from "@/lib/openapi/operations/calendar";

// The signed-in member's own CalDAV calendar (docs/decisions/380): connect, see it, change it,
// disconnect. The server tries the connection before saving; its refusal shows at the field it names.
type Calendar = { connected: boolean; url: string | null; username: string | null; calendarName: string | null; lastCheckedAt: string | null };
type Field = "url" | "username" | "password";
type Errors = Partial<Record<Field, string>>;

export function CalendarPanel() {
  const t = useTranslations("Recruiter.Calendar");
  const toast = useToast();
  const { data, error, reload, mutate } = useEndpoint<typeof calendarOperations.getMyCalendar>("/api/users/me/calendar");
  const [editing, setEditing] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);

  const saved = (calendar: Calendar) => {
    mutate(() => calendar);
    setEditing(false);
    toast.show(t("connected", { name: calendar.calendarName ?? t("unnamed") }));
  };

  return (
    <Panel title={t("title")} description={t("description")}>
      <ErrorMessage message={error} onRetry={reload} />
      {!data && !error ? (
        <div className="space-y-2" aria-busy="true" aria-label={t("loading")}>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      ) : data && data.connected && !editing ? (
        <ConnectedCalendar calendar={data} onChange={() => setEditing(true)} onDisconnect={() => setDisconnecting(true)} />
      ) : data ? (
        <ConnectForm initial={data} onSaved={saved} onCancel={data.connected ? () => setEditing(false) : undefined} />
      ) : null}
      {disconnecting ? (
        <DisconnectDialog
          onClose={() => setDisconnecting(false)}
          onDone={(calendar) => {
            mutate(() => calendar);
            setDisconnecting(false);
            toast.show(t("disconnected"));
          }}
        />
      ) : null}
    </Panel>
  );
}

function ConnectedCalendar({ calendar, onChange, onDisconnect }: { calendar: Calendar; onChange: () => void; onDisconnect: () => void }) {
  const t = useTranslations("Recruiter.Calendar");
  const format = useFormatting();
  return (
    <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4" role="region" aria-label={t("connectedTitle")}>
      <p className="flex items-center gap-2 font-medium text-emerald-900">
        <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full bg-emerald-600" />
        {t("connectedTitle")}
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-600">{t("calendar")}</dt>
        <dd className="font-medium text-slate-900">{calendar.calendarName ?? t("unnamed")}</dd>
        <dt className="text-slate-600">{t("server")}</dt>
        <dd className="break-all text-slate-900">{calendar.url}</dd>
        <dt className="text-slate-600">{t("account")}</dt>
        <dd className="break-all text-slate-900">{calendar.username}</dd>
        <dt className="text-slate-600">{t("lastChecked")}</dt>
        <dd className="text-slate-900">{format.relative(calendar.lastCheckedAt)}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onChange}>
          {t("change")}
        </Button>
        <Button variant="danger" size="sm" onClick={onDisconnect}>
          {t("disconnect")}
        </Button>
      </div>
    </div>
  );
}

function ConnectForm({ initial, onSaved, onCancel }: { initial: Calendar; onSaved: (calendar: Calendar) => void; onCancel?: () => void }) {
  const t = useTranslations("Recruiter.Calendar");
  const tr = useTranslations("Recruiter");
  const formId = useId();
  const [values, setValues] = useState({ url: initial.url ?? "", username: initial.username ?? "", password: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [focusTurn, setFocusTurn] = useState(0);
  const labels: Record<Field, string> = { url: t("url"), username: t("username"), password: t("password") };

  useEffect(() => {
    if (focusTurn > 0) document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTurn, formId]);

  function show(found: Errors, text: string | null) {
    setErrors(found);
    setMessage(text);
    if (Object.values(found).some(Boolean)) setFocusTurn((turn) => turn + 1);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const missing: Errors = {};
    for (const field of ["url", "username", "password"] as const) if (!values[field].trim()) missing[field] = t("required", { name: labels[field] });
    if (Object.keys(missing).length) return show(missing, null);
    setPending(true);
    show({}, null);
    try {
      onSaved(await call<typeof calendarOperations.connectMyCalendar>("PUT", "/api/users/me/calendar", { body: values }));
    } catch (error) {
      const refusal = refusalOf(error, labels, tr);
      show(refusal.fields, refusal.message);
    } finally {
      setPending(false);
    }
  }

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: event.target.value }));
  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4" aria-busy={pending}>
      <Input label={labels.url} hint={t("urlHint")} type="url" inputMode="url" autoComplete="url" value={values.url} onChange={set("url")} error={errors.url} placeholder="https://caldav.example.com/" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={labels.username} autoComplete="username" value={values.username} onChange={set("username")} error={errors.username} />
        <Input label={labels.password} hint={t("passwordHint")} type="password" autoComplete="new-password" value={values.password} onChange={set("password")} error={errors.password} />
      </div>
      <ErrorMessage message={message} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={pending}>
          {initial.connected ? t("save") : t("connect")}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            {t("cancel")}
          </Button>
        ) : null}
        <p aria-live="polite" className="text-sm text-slate-600">
          {pending ? t("checking") : ""}
        </p>
      </div>
    </form>
  );
}

// The API's refusal at the field it names: its own sentences as they are, zod's words made plain.
function refusalOf(error: unknown, labels: Record<Field, string>, t: RecruiterT): { fields: Errors; message: string | null } {
  if (!(error instanceof ApiError) || error.details.length === 0) return { fields: {}, message: messageOf(error, t) };
  const fields: Errors = {};
  const rest: string[] = [];
  for (const detail of error.details) {
    const field = detail.path.split(".")[0] as Field;
    const text = /^[A-Z]/.test(detail.message) ? `${detail.message.replace(/\.$/, "")}.` : plainFieldMessage(t, labels[field] ?? detail.path, detail.message);
    if (field in labels) fields[field] ??= text;
    else rest.push(text);
  }
  return { fields, message: rest.length ? rest.join(" ") : null };
}

function DisconnectDialog({ onClose, onDone }: { onClose: () => void; onDone: (calendar: Calendar) => void }) {
  const t = useTranslations("Recruiter.Calendar");
  const { pending, error, run } = useAction();
  async function disconnect() {
    let result: Calendar | null = null;
    if (await run(async () => (result = await call<typeof calendarOperations.disconnectMyCalendar>("DELETE", "/api/users/me/calendar")))) onDone(result!);
  }
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={t("disconnectTitle")}
      description={t("disconnectText")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={disconnect} loading={pending}>
            {t("disconnect")}
          </Button>
        </>
      }
    >
      <ErrorMessage message={error} />
    </Dialog>
  );
}
