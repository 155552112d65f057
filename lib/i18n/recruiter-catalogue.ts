import recruiterEn from "@/messages/recruiter.en.json";
import recruiterLabelsEn from "@/messages/recruiter-labels.en.json";

// The recruiter UI's strings (docs/decisions/365): English only so far, under `Recruiter` whatever
// the request's locale; a translation adds messages/recruiter.<locale>.json here. A module of its
// own, without the careers catalogues, because the recruiter screens' client bundle imports it
// (components/shell/RecruiterIntlProvider.tsx).
// Labels (roles, statuses, job types) are a file of their own: lib/ui/format.ts imports them for
// code outside React without bringing the whole catalogue into the browser's bundles.
export type RecruiterMessages = typeof recruiterEn & { Labels: typeof recruiterLabelsEn };
export const RECRUITER_EN: RecruiterMessages = { ...recruiterEn, Labels: recruiterLabelsEn };
