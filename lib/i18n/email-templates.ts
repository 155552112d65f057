import { createTranslator } from "next-intl";
import { CATALOGUES } from "./messages";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import { defaultTemplateIn, type EmailTemplateKind, type EmailTemplateText } from "@/lib/mail/render-template";

// A stored locale to one we speak: a row written before a language was dropped reads English.
export function mailLocale(locale: string | null | undefined): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

// The built-in wording of a candidate e-mail in the candidate's language (docs/decisions/363).
export function defaultTemplate(kind: EmailTemplateKind, locale: string | null | undefined): EmailTemplateText {
  return defaultTemplateIn(CATALOGUES[mailLocale(locale)].Email, kind);
}

// The Email catalogue in one language, for the lines we add to every e-mail (the withdrawal link).
export function emailTranslator(locale: string | null | undefined) {
  const chosen = mailLocale(locale);
  return createTranslator({ locale: chosen, messages: CATALOGUES[chosen], namespace: "Email" });
}
