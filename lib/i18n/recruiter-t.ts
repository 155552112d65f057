// The `Recruiter` translator (useTranslations("Recruiter") in a component, createTranslator in a test)
// as the .ts helpers take it: they build sentences for a screen but are no components themselves.
export type RecruiterT = (key: string, values?: Record<string, string | number | Date>) => string;
