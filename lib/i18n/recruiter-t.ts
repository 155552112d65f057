// The `Recruiter` translator (useTranslations("Recruiter") in a component, createTranslator in a test)
// as the .ts helpers take it: they build sentences for a screen but are no components themselves.
// `has` tells a word the catalogue holds from one the helper derives from data (an action's name).
export type RecruiterT = {
  (key: string, values?: Record<string, string | number | Date>): string;
  has: (key: string) => boolean;
};
