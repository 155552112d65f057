// What a caller may do, declared once. Every check in the product (a route's 403, a screen's button,
// a row-level policy's caller_can('...')) names one of these keys; no code outside this file and the
// seed asks a role's name. A role is a set of these keys: the four built-in roles below, and roles an
// organization defines from the same list.
export const PERMISSIONS = [
  { key: "jobs.view_all", description: "See every job of the organization with its applications and candidates, not only the jobs they manage or were asked to review." },
  { key: "jobs.create", description: "Create jobs and delete them." },
  { key: "jobs.manage", description: "Change the jobs they work on (every job when they see every job, else those they are listed on as hiring manager): details, pipeline, questions, hiring team and knockout rules." },
  { key: "applications.manage", description: "Move, reject and hire the applications of the jobs they manage, add candidates to them and ask colleagues for feedback." },
  { key: "feedback.view_all", description: "With every job in view, read every interviewer's feedback and scorecard without first submitting their own. Members who see only some jobs read the feedback of the jobs they manage, and of others once they have given theirs." },
  { key: "offers.view", description: "See offers, their salaries and approvals, and the offer letters." },
  { key: "offers.manage", description: "Draft, change, submit and send offers for the jobs they manage." },
  { key: "offers.approve", description: "Be asked to approve offers and decide on them." },
  { key: "interviews.schedule", description: "Schedule, reschedule and cancel interviews and send scheduling links for the applications they see." },
  { key: "messages.read", description: "Read the e-mail conversation with candidates." },
  { key: "messages.send", description: "Write e-mails to candidates and use the message templates." },
  { key: "candidates.merge", description: "Find duplicate candidates, merge them and undo their own merges." },
  { key: "candidates.export", description: "Export everything held about a candidate, for a request under privacy law." },
  { key: "candidates.erase", description: "Erase a candidate's personal data, preview the retention sweep and undo any member's merge." },
  { key: "talent_pools.manage", description: "Keep talent pools: create them and add or remove candidates." },
  { key: "templates.manage", description: "Change the shared message templates, question sets and offer letters." },
  { key: "reports.view", description: "Read the pipeline reports over the jobs they see." },
  { key: "reports.eeo", description: "Read the EEO report of voluntary survey answers, in groups of five or more." },
  { key: "audit.view", description: "Read the audit log of every change in the organization." },
  { key: "outbox.view", description: "Read the outbox of e-mails the product sent." },
  { key: "settings.manage", description: "Change the organization's settings: branding, address, careers site, candidate e-mails, rejection reasons, approval chains and retention." },
  { key: "team.manage", description: "Invite members, change their roles, deactivate and remove them, and define roles." },
  { key: "webhooks.manage", description: "Create, change and delete webhooks and read their deliveries." },
] as const satisfies readonly { key: string; description: string }[];

export type Permission = (typeof PERMISSIONS)[number]["key"];

export const PERMISSION_KEYS: readonly Permission[] = PERMISSIONS.map((p) => p.key);

const SENTENCES = new Map<string, string>(PERMISSIONS.map((p) => [p.key, p.description]));

// "Read the audit log of every change in the organization."
export function sentenceOf(permission: Permission): string {
  return SENTENCES.get(permission)!;
}

// A 403's words for a caller without a permission, in the catalogue's: "You need the permission
// "audit.view" to read the audit log of every change in the organization". They hold for a role and
// for an API key narrowed to less alike.
export function refusalOf(permission: Permission): string {
  const sentence = sentenceOf(permission).replace(/\.$/, "");
  return `You need the permission "${permission}" to ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

export function isPermission(key: string): key is Permission {
  return (PERMISSION_KEYS as readonly string[]).includes(key);
}

// The roles every organization has. `admin` holds every permission and cannot be changed, so an
// organization always has someone who can fix the others; none of them can be deleted.
export const BUILT_IN_ROLES = {
  admin: { name: "Admin", permissions: PERMISSION_KEYS },
  recruiter: {
    name: "Recruiter",
    permissions: [
      "jobs.view_all", "jobs.create", "jobs.manage", "applications.manage", "feedback.view_all", "offers.view", "offers.manage", "offers.approve",
      "interviews.schedule", "messages.read", "messages.send", "candidates.merge", "talent_pools.manage", "templates.manage", "reports.view",
    ],
  },
  hiring_manager: {
    name: "Hiring manager",
    permissions: [
      "jobs.manage", "applications.manage", "feedback.view_all", "offers.view", "offers.manage", "offers.approve", "interviews.schedule",
      "messages.read", "messages.send", "reports.view",
    ],
  },
  interviewer: { name: "Interviewer", permissions: ["reports.view"] },
  // an agency's recruiter (docs/decisions/504): no permission; the policies show them their agency's jobs and own submissions
  agency_recruiter: { name: "Agency recruiter", permissions: [] },
} as const satisfies Record<string, { name: string; permissions: readonly Permission[] }>;

export type BuiltInRoleKey = keyof typeof BUILT_IN_ROLES;
export const BUILT_IN_ROLE_KEYS = Object.keys(BUILT_IN_ROLES) as BuiltInRoleKey[];
// the role that holds everything and cannot be edited (an organization's last one cannot leave)
export const ADMIN_ROLE: BuiltInRoleKey = "admin";
// the role a new member gets when nobody chose one (an invitation without a role, a first sign-in by SSO)
export const DEFAULT_ROLE: BuiltInRoleKey = "interviewer";
// the role an agency's invitation gives (docs/decisions/504); the member is linked to that agency
export const AGENCY_RECRUITER_ROLE: BuiltInRoleKey = "agency_recruiter";

export function isBuiltInRole(key: string): key is BuiltInRoleKey {
  return Object.hasOwn(BUILT_IN_ROLES, key);
}

// Permissions in catalogue order, each once: how they are stored, compared and sent to the database.
export function normalizePermissions(keys: Iterable<string>): Permission[] {
  const set = new Set(keys);
  return PERMISSION_KEYS.filter((key) => set.has(key));
}

// What a permission cannot work without: sending a message writes to the conversation it reads,
// managing or approving an offer reads it, merging looks for duplicates across every job. A role
// saved with the first gets the second too.
export const IMPLIED: Partial<Record<Permission, readonly Permission[]>> = {
  "messages.send": ["messages.read"],
  "offers.manage": ["offers.view"],
  "offers.approve": ["offers.view"],
  "candidates.merge": ["jobs.view_all"],
};

export function withImplied(keys: Iterable<Permission>): Permission[] {
  const set = new Set(keys);
  for (const key of [...set]) for (const implied of IMPLIED[key] ?? []) set.add(implied);
  return normalizePermissions(set);
}

// The form the database reads (app.permissions, caller_can): every key between commas, so a key is
// found by searching for ",key," and never matches a longer key it is a prefix of.
export function permissionsSetting(permissions: readonly string[]): string {
  return `,${permissions.join(",")},`;
}

export function permissionsOf(role: BuiltInRoleKey): Permission[] {
  return normalizePermissions(BUILT_IN_ROLES[role].permissions);
}
