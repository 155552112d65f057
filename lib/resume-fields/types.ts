// What a résumé's text is read into (issue 48): every field null or empty when nothing was found.
// Dates are "YYYY-MM" or "YYYY"; an endDate of null is a current position.
export type ExperienceEntry = { employer: string | null; title: string | null; startDate: string | null; endDate: string | null };
export type EducationEntry = { school: string | null; degree: string | null; endYear: number | null };

export type ResumeFields = {
  name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  links: string[];
  experience: ExperienceEntry[];
  education: EducationEntry[];
  skills: string[];
};

// The line of text each field was read from, by field name; list items by "<field>.<index>"
// (experience.0, links.1, skills.2), so a reader can check every suggestion against the résumé.
export type ResumeSources = Record<string, string>;

export type ParsedResume = { fields: ResumeFields; sources: ResumeSources };

export function emptyResumeFields(): ResumeFields {
  return { name: null, email: null, phone: null, location: null, links: [], experience: [], education: [], skills: [] };
}
