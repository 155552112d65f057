import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";
import pt from "@/messages/pt.json";
import type { Locale } from "./locales";
import { RECRUITER_EN, type RecruiterMessages } from "./recruiter-catalogue";

// The catalogues (docs/decisions/360): English is the reference; every other one has exactly its
// keys and placeholders (tests/i18n-catalogues.test.ts). All five are small, so they are imported.
export type CareersMessages = typeof en;
export const CATALOGUES: Record<Locale, CareersMessages> = { en, de, fr, es, pt };

const RECRUITER_CATALOGUES: Partial<Record<Locale, RecruiterMessages>> = { en: RECRUITER_EN };
export type { RecruiterMessages };

export type Messages = CareersMessages & { Recruiter: RecruiterMessages };

export async function loadMessages(locale: Locale): Promise<Messages> {
  return { ...CATALOGUES[locale], Recruiter: RECRUITER_CATALOGUES[locale] ?? RECRUITER_CATALOGUES.en! };
}

// The invitation page's words and the shared controls' (Recruiter.Ui: an error's Try again, a failed
// request's words), for that page outside the recruiter layout.
export function inviteMessages(messages: Messages) {
  return { Recruiter: { Ui: messages.Recruiter.Ui, Invite: messages.Recruiter.Invite } };
}

// The sign-in form's words (Recruiter.SignIn.SignInForm), for the sign-in page outside the recruiter layout.
export function signInMessages(messages: Messages) {
  return { Recruiter: { SignIn: { SignInForm: messages.Recruiter.SignIn.SignInForm } } };
}

// The sections of the Careers catalogue a careers page's client components read. A page sends only
// those to the browser: the whole catalogue (13.6 kB of English) went with every page, a third of
// the job page's inline data, for a form that reads four of its seventeen sections.
export type CareersSection = keyof CareersMessages["Careers"];
export function careersMessages(messages: Messages, sections: CareersSection[]) {
  return { Careers: Object.fromEntries(sections.map((section) => [section, messages.Careers[section]])) };
}
