import { createTranslator } from "next-intl";
import recruiterEn from "@/messages/recruiter.en.json";
import recruiterLabelsEn from "@/messages/recruiter-labels.en.json";
import type { RecruiterT } from "@/lib/i18n/recruiter-t";

// The English `Recruiter` translator, as a screen's useTranslations("Recruiter") gives it to the
// .ts helpers, for unit tests of those helpers.
export function englishRecruiterT(): RecruiterT {
  const messages = { Recruiter: { ...recruiterEn, Labels: recruiterLabelsEn } };
  return createTranslator({ locale: "en", messages, namespace: "Recruiter" }) as unknown as RecruiterT;
}
