import Link from "next/link";
import { useTranslations } from "next-intl";

// A pools page asked by someone who does not keep pools (hiring managers, interviewers).
export function NotForRole() {
  const t = useTranslations("Recruiter.Pools.NotForRole");
  return (
    <section aria-labelledby="not-allowed-title" className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
      <h1 id="not-allowed-title" className="text-xl font-semibold text-slate-900">
        {t("notAllowed")}
      </h1>
      <p className="mt-2 text-sm text-slate-700">{t("talentPoolsAreKeptBy")}</p>
      <Link href="/home" className="mt-4 inline-block font-medium text-brand-700 underline hover:no-underline">
        {t("backToHome")}
      </Link>
    </section>
  );
}
