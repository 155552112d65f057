import { useTranslations } from "next-intl";

// "Page not found" in the careers page's language under /careers, English elsewhere: the App
// Router's not-found page and the script-free board and job page (decisions 440, 462) show it. A
// plain link, so it works on a page without script.
export function NotFoundMain() {
  const t = useTranslations("Careers.NotFound");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-slate-600">{t("text")}</p>
      <a href="/" className="text-brand-700 underline">
        {t("home")}
      </a>
    </main>
  );
}
