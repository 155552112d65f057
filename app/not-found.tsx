import Link from "next/link";
import { useTranslations } from "next-intl";

// In the careers page's language under /careers (a missing organization, job or expired link), English elsewhere.
export default function NotFound() {
  const t = useTranslations("Careers.NotFound");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-slate-600">{t("text")}</p>
      <Link href="/" className="text-brand-700 underline">
        {t("home")}
      </Link>
    </main>
  );
}
