import type { Tag } from "./types";

export const TAGS: Tag[] = [
  { name: "API keys", description: "Create, list and revoke the caller's API keys. Every user may manage their own keys." },
  { name: "Organization", description: "The caller's organization, its branding and its slug." },
  { name: "Jobs", description: "Jobs and their pipeline: stages, scorecard criteria and rating summaries." },
  { name: "Applications", description: "Applications of a job: listing, moving between stages and status changes." },
  { name: "Feedback", description: "Interview feedback, scorecards and the interviewers asked to review." },
  { name: "Candidates", description: "Candidates: their notes and tags, search, and talent pools of people kept for later roles." },
  { name: "Reports", description: "Hiring report, audit log and the caller's home view." },
  { name: "Team", description: "Team members, invitations and product feedback." },
  { name: "Sign-in security", description: "Two-factor sign-in (an authenticator app's codes and recovery codes), the caller's browser sessions, and an admin's sign-out of a member everywhere." },
  {
    name: "Webhooks",
    description: "Endpoints that receive signed events (admins): add, change, test, the delivery log and retries. The events are in the `webhooks` section.",
  },
  {
    name: "Public",
    description: "The public careers board: jobs, apply and withdraw. No credentials; limited per client address.",
  },
  { name: "System", description: "Health, version and this API description." },
  { name: "Calendar", description: "The caller's own CalDAV calendar: where their busy time is read and booked interviews are written." },
  { name: "Offers", description: "Offers on applications, the organization's approval chains and the approvals waiting for the caller." },
  { name: "Notifications", description: "What waits on the caller: their notifications, marking them read, a live stream of the unread count, and their preferences." },
  { name: "New hires", description: "Candidates who accepted an offer, as handed to the HR system: the record, its exports, and the BambooHR connector." },
  { name: "Interviews", description: "Interviews of applications, the members' working hours and free time, and candidates' self-scheduling links." },
  { name: "Imports", description: "Candidates and applications imported from a spreadsheet, a Greenhouse export or a Lever export, in the background, with a dry run first." },
  { name: "Résumé uploads", description: "Up to 200 résumé files dropped on a job, each read in the background into a candidate and an application, with likely duplicates held for a decision." },
  { name: "Referrals", description: "Members refer people they know to a job or to the company, and follow their referrals in the words the candidate reads." },
  { name: "Agencies", description: "Recruiting agencies: the admins give them jobs and invite their recruiters, who submit candidates and follow their own submissions in the words the candidate reads." },
  { name: "Interview plans", description: "Structured interviewing: the interviews each stage of a job plans, with their pools and kits, and the organization's plan templates." },
];
