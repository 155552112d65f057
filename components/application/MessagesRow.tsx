"use client";

import Link from "@/components/ui/Link";
import { useFormatting } from "@/components/ui/use-formatting";
import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import type { messageOperations } from "@/lib/openapi/operations/messages";

// On the application, for those who manage it: the conversation with the person, with the replies
// nobody has opened yet (docs/decisions/400). The conversation itself is on the candidate's page.
export function MessagesRow({ candidateId, name }: { candidateId: number; name: string }) {
  const t = useTranslations("Recruiter.Application.MessagesRow");
  const format = useFormatting();
  const conversation = useEndpoint<typeof messageOperations.listCandidateMessages>(`/api/candidates/${candidateId}/messages`);
  const data = conversation.data;
  const summary = !data ? "…" : data.unread > 0 ? t("unread", { count: data.unread, n: format.number(data.unread) }) : data.messages.length === 0 ? t("noneYet") : t("inConversation", { count: data.messages.length, n: format.number(data.messages.length) });
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-sm text-slate-600">{t("messages")}</dt>
      <dd className="min-w-0 text-sm text-slate-900">
        <span className={data && data.unread > 0 ? "font-semibold text-brand-800" : undefined}>{summary}</span>
        {" · "}
        <Link href={`/candidates/${candidateId}#messages`} className="text-brand-700 underline hover:no-underline">
          {data && data.messages.length > 0 ? t("readAndWrite") : t("write")}
          <span className="sr-only"> {t("to", { name })}</span>
        </Link>
      </dd>
    </div>
  );
}
