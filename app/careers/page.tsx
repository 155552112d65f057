import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Careers.Index");
  return { title: { absolute: t("metaTitle") }, description: t("metaDescription"), robots: { index: false, follow: true } };
}

// Someone who trims a careers link to /careers lands here instead of a bare 404.
export default function CareersIndex() {
  const t = useTranslations("Careers.Index");
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-3 px-4 py-12">
      <h1 className="text-2xl font-semibold text-slate-900">{t("heading")}</h1>
      <p className="text-slate-700">{t.rich("text", { code: (chunks) => <code>{chunks}</code> })}</p>
    </main>
  );
}
