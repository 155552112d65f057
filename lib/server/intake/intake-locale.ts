import { isLocale, offeredLocales, type Locale } from "@/lib/i18n/locales";

// The language an application by e-mail is answered in (docs/decisions/498), first that tells:
// the mail's Content-Language (what the sender's mail program says they wrote in), the language of
// the résumé's headings, the organization's first careers language. Any of the five candidate
// languages is spoken, offered on the careers site or not: languages offered limit pages, never an
// applicant's mails (decision 460).
export function intakeLocale(headers: Map<string, string>, resumeLanguage: string | null, careersLanguages: readonly string[]): Locale {
  for (const tag of (headers.get("content-language") ?? "").split(",")) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  if (isLocale(resumeLanguage)) return resumeLanguage;
  return offeredLocales(careersLanguages)[0];
}
