import Head from "next/head";
import { useTranslations } from "next-intl";
import { NotFoundMain } from "./NotFoundMain";

// The script-free careers pages' "not found" (an unknown organization or job, answered with status
// 404): the page's own title, kept out of search engines, over the shared words.
export function CareersNotFoundPage({ page }: { page: "Board" | "Job" }) {
  const t = useTranslations(`Careers.${page}`);
  return (
    <>
      <Head>
        <title>{t("notFoundTitle")}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <NotFoundMain />
    </>
  );
}
