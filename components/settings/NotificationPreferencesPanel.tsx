"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Select } from "@/components/ui/Select";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { call } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { Panel } from "./Panel";
import type { notificationOperations } from "@/lib/openapi/operations/notifications";
import type { ResponseOf } from "@/lib/ui/response-of";

type Preferences = ResponseOf<typeof notificationOperations.getNotificationPreferences>["preferences"];
type Email = Preferences["kinds"][keyof Preferences["kinds"]]["email"];

const EMAILS: readonly Email[] = ["off", "immediate", "daily"];

// A member's own choice, per kind of notification, of the bell and of e-mail (docs/decisions/481).
export function NotificationPreferencesPanel() {
  const t = useTranslations("Recruiter.Settings.NotificationPreferencesPanel");
  const { data, error, reload, mutate } = useEndpoint<typeof notificationOperations.getNotificationPreferences>("/api/users/me/notification-preferences");
  return (
    <Panel title={t("title")} description={t("description")}>
      <ErrorMessage message={error} onRetry={reload} />
      {data ? (
        <PreferencesForm key={JSON.stringify(data.preferences)} preferences={data.preferences} onSaved={(preferences) => mutate(() => ({ preferences }))} />
      ) : error ? null : (
        <Skeleton className="h-64 w-full" />
      )}
    </Panel>
  );
}

function PreferencesForm({ preferences, onSaved }: { preferences: Preferences; onSaved: (preferences: Preferences) => void }) {
  const t = useTranslations("Recruiter.Settings.NotificationPreferencesPanel");
  const kindLabel = useTranslations("Recruiter.Notifications.kind");
  const toast = useToast();
  // a member who never chose keeps UTC until they save: the browser's zone is offered first
  const [timeZone, setTimeZone] = useState(() => (preferences.timeZone === "UTC" ? (Intl.DateTimeFormat().resolvedOptions().timeZone ?? "UTC") : preferences.timeZone));
  const [digestHour, setDigestHour] = useState(preferences.digestHour);
  const [kinds, setKinds] = useState(preferences.kinds);
  const { pending, error, run } = useAction();
  const zones = useMemo(() => {
    const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    return [...new Set(["UTC", timeZone, ...all])].map((z) => ({ value: z, label: z.replace(/_/g, " ") }));
  }, [timeZone]);
  const hours = useMemo(() => Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: t("hour", { hour: String(hour).padStart(2, "0") }) })), [t]);
  const emailOptions = EMAILS.map((email) => ({ value: email, label: t(`email.${email}`) }));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    await run(async () => {
      const saved = await call<typeof notificationOperations.replaceNotificationPreferences>("PUT", "/api/users/me/notification-preferences", { body: { timeZone, digestHour, kinds } });
      toast.show(t("saved"));
      onSaved(saved.preferences);
    });
  }

  return (
    <form onSubmit={save} className="space-y-5">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("tableCaption")}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("kindColumn")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("inAppColumn")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("emailColumn")}
            </th>
            <th scope="col" className="py-2 pl-3 font-medium">
              {t("chatColumn")}
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(kinds).map(([kind, choice]) => (
            <tr key={kind} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 font-normal text-slate-800">
                {kindLabel(kind)}
              </th>
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={t("inAppFor", { kind: kindLabel(kind) })}
                  checked={choice.inApp}
                  onChange={(e) => setKinds((all) => ({ ...all, [kind]: { ...choice, inApp: e.target.checked } }))}
                  className="h-4 w-4 rounded border-slate-400"
                />
              </td>
              <td className="px-3 py-2">
                <Select
                  label={<span className="sr-only">{t("emailFor", { kind: kindLabel(kind) })}</span>}
                  value={choice.email}
                  options={emailOptions}
                  onChange={(e) => setKinds((all) => ({ ...all, [kind]: { ...choice, email: e.target.value as Email } }))}
                  fieldClassName="max-w-xs"
                />
              </td>
              <td className="py-2 pl-3">
                <input
                  type="checkbox"
                  aria-label={t("chatFor", { kind: kindLabel(kind) })}
                  checked={choice.chat}
                  onChange={(e) => setKinds((all) => ({ ...all, [kind]: { ...choice, chat: e.target.checked } }))}
                  className="h-4 w-4 rounded border-slate-400"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label={t("timeZone")} value={timeZone} options={zones} onChange={(e) => setTimeZone(e.target.value)} />
        <Select label={t("digestHour")} hint={t("digestHourHint")} value={String(digestHour)} options={hours} onChange={(e) => setDigestHour(Number(e.target.value))} />
      </div>
      <ErrorMessage message={error} />
      <Button type="submit" loading={pending}>
        {t("save")}
      </Button>
    </form>
  );
}
