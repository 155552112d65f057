import type { CountryCode } from "libphonenumber-js/min";
import { fold, splitSections, type Section } from "./sections";

export type ResumeLanguage = "en" | "de" | "fr" | "es" | "pt";

// The language a résumé's section headings are written in, and the country a national phone number
// in it is read in (English headings name none: an international "+" number is still found). The
// first heading that tells decides; "idiomas" is Spanish and Portuguese alike and reads Spanish.
const HEADING_LANGUAGES: [RegExp, ResumeLanguage, CountryCode | undefined][] = [
  [/^(?:berufserfahrung|beruflicher werdegang|ausbildung|kenntnisse|sprachen|bildung|werdegang)/, "de", "DE"],
  [/^(?:experience professionnelle|experiences|formation|competences|langues|parcours)/, "fr", "FR"],
  [/^(?:experiencia profesional|experiencia laboral|educacion|formacion|habilidades|idiomas|estudios)/, "es", "ES"],
  [/^(?:experiencia profissional|educacao|formacao|competencias tecnicas|conhecimentos|idiomas)/, "pt", "PT"],
  [/^(?:work experience|professional experience|employment|experience|education|skills|technical skills)$/, "en", undefined],
];

// `english: false` looks past English headings (the phone's country: a German résumé may head a
// section "Skills").
export function headingLanguage(sections: Section[], english = true): { language: ResumeLanguage; country: CountryCode | undefined } | null {
  for (const { heading } of sections) {
    const folded = heading ? fold(heading).replace(/[:：]\s*$/, "").trim() : "";
    for (const [pattern, language, country] of HEADING_LANGUAGES) {
      if (folded && (english || language !== "en") && pattern.test(folded)) return { language, country };
    }
  }
  return null;
}

// The language of a résumé's extracted text, by its headings; null when none tells.
export function resumeLanguage(text: string | null): ResumeLanguage | null {
  return text ? (headingLanguage(splitSections(text))?.language ?? null) : null;
}
