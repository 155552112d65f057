import { headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { CAREERS_SLUG_HEADER, DEFAULT_LOCALE, LOCALE_HEADER, isLocale, offeredLocale } from "@/lib/i18n/locales";
import { cachedCareersLanguages } from "@/lib/cache/public-pages";
import { loadMessages } from "@/lib/i18n/messages";

// next-intl without locale routing (docs/decisions/360): proxy.ts chose the careers page's locale
// and put it on the request; the recruiter app has none and reads English. An explicit locale
// (getTranslations({ locale }) in e-mails) wins. An organization's careers page speaks only the
// languages it offers, falling back to its first (docs/decisions/460).
export default getRequestConfig(async ({ locale: explicit }) => {
  const requestHeaders = await headers();
  const chosen = explicit ?? requestHeaders.get(LOCALE_HEADER);
  const slug = explicit ? null : requestHeaders.get(CAREERS_SLUG_HEADER);
  const offered = slug ? await cachedCareersLanguages(slug) : null;
  const locale = offered ? offeredLocale(chosen, offered) : isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});
