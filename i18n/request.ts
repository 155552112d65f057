import { headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, LOCALE_HEADER, isLocale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";

// next-intl without locale routing (docs/decisions/360): proxy.ts chose the careers page's locale
// and put it on the request; the recruiter app has none and reads English. An explicit locale
// (getTranslations({ locale }) in e-mails) wins.
export default getRequestConfig(async ({ locale: explicit }) => {
  const chosen = explicit ?? (await headers()).get(LOCALE_HEADER);
  const locale = isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});
