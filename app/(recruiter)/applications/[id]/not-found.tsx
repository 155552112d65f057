import Link from "@/components/ui/Link";
import { useTranslations } from "next-intl";

export default function ApplicationNotFound() {
  const t = useTranslations("Recruiter.Application.NotFound");
  return (
    <section aria-labelledby="application-missing" className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
      <h1 id="application-missing" className="text-xl font-semibold text-slate-900">
        {t("title")}
      </h1>
      <p className="mt-2 text-sm text-slate-700">
        {t("text")}
      </p>
      <Link href="/home" className="mt-4 inline-block font-medium text-brand-700 underline hover:no-underline">
        {t("backHome")}
      </Link>
    </section>
  );
}
