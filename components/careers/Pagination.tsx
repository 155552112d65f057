import { useTranslations } from "next-intl";
import type { Page } from "@/lib/api/paging";

// Previous / next links that keep the current filters.
export function Pagination({ basePath, params, page }: { basePath: string; params: Record<string, string | undefined>; page: Page }) {
  const t = useTranslations("Careers.Pagination");
  const { limit, offset, total } = page;
  if (total <= limit && offset === 0) return null;
  const href = (nextOffset: number) => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v) search.set(k, v);
    if (nextOffset > 0) search.set("offset", String(nextOffset));
    const qs = search.toString();
    return qs ? `${basePath}?${qs}` : basePath;
  };
  const from = Math.min(offset + 1, total);
  const to = Math.min(offset + limit, total);
  const link = "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";
  return (
    <nav aria-label={t("label")} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">
        {t("range", { from, to, total })}
      </p>
      <div className="flex gap-2">
        {offset > 0 ? (
          <a href={href(Math.max(0, offset - limit))} rel="prev" className={link}>
            {t("previous")}
          </a>
        ) : null}
        {offset + limit < total ? (
          <a href={href(offset + limit)} rel="next" className={link}>
            {t("next")}
          </a>
        ) : null}
      </div>
    </nav>
  );
}
