import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { OutboxView } from "@/components/careers/OutboxView";
import { PageHeader } from "@/components/shell/PageHeader";
import { currentUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/caller";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Outbox"))("metaTitle") };
}

// The development mailbox: what the app has sent (or, without SMTP, would have sent). Admins only.
export default async function OutboxPage() {
  const user = await currentUser();
  const t = await getTranslations("Recruiter.Outbox");
  if (!user || !can(user, "outbox.view")) {
    return (
      <section aria-labelledby="not-allowed-title" className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
        <h1 id="not-allowed-title" className="text-xl font-semibold text-slate-900">
          {t("notAllowedTitle")}
        </h1>
        <p className="mt-2 text-sm text-slate-700">{t("notAllowedText")}</p>
        <Link href="/home" className="mt-4 inline-block font-medium text-brand-700 underline hover:no-underline">
          {t("backHome")}
        </Link>
      </section>
    );
  }
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <OutboxView />
    </>
  );
}
