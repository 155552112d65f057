"use client";

import { LocalTime } from "@/components/ui/LocalTime";
import { auditSentence } from "./sentence";
import type { AuditLogEntry } from "./types";
import { useTranslations } from "next-intl";

// Each entry as a sentence in the viewer's own locale and time zone (docs/decisions/287): the log
// is fetched in the browser, so moments inside a sentence are formatted there too.
export function AuditTable({ logs }: { logs: AuditLogEntry[] }) {
  const t = useTranslations("Recruiter.Audit.AuditTable");
  const tr = useTranslations("Recruiter");
  return (
    <>
      {/* narrow screens: one card per entry */}
      <ul className="space-y-3 md:hidden" aria-label={t("auditLogEntries")}>
        {logs.map((log) => (
          <li key={log.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <p className="break-words text-slate-900" data-testid="audit-sentence">
              {auditSentence(log, tr)}
            </p>
            <p className="mt-1 text-slate-600">
              <LocalTime iso={log.createdAt} />
            </p>
          </li>
        ))}
      </ul>

      <div className="hidden overflow-hidden rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">{t("auditLogNewestFirst")}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="w-52 px-4 py-3 font-medium">{t("when")}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t("whatHappened")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {logs.map((log) => (
              <tr key={log.id} className="align-top">
                <td className="px-4 py-3 text-slate-700">
                  <LocalTime iso={log.createdAt} />
                </td>
                <td className="break-words px-4 py-3 text-slate-900" data-testid="audit-sentence">
                  {auditSentence(log, tr)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
