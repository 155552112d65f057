import type { Permission } from "@/lib/auth/permissions";

// What each authenticated endpoint needs, declared once, by the endpoint's operationId: either a
// permission of the catalogue, which the request wrapper checks after identify and before the body
// is read (403 naming the permission), or `anyMember` with why any signed-in member may call it
// (the row-level policies decide what they see, or it is the caller's own).
//
// Why a table of its own rather than a field of route() or of the OpenAPI operation: the wrapper
// (lib/api/handler.ts) and the document (lib/openapi/generate.ts) both have to read the
// declaration, and neither can import the other's side. The document is built from
// lib/openapi/operations without loading the route modules (which would pull every domain function
// into /api/openapi.json, the API reference page and the lint script), and a route importing its
// documentation would load every example and description with each handler. So each route names
// its operation (`operation: "listAuditLogs"`, required by route()'s type), and each authenticated
// operation's id must be a key here (lib/openapi/types.ts); tests/openapi-routes.test.ts checks
// that the route at each METHOD path names the operation documented there, so both read one line.
//
// The rule for choosing (decision 466): a permission when the whole endpoint is for its holders,
// whatever the rows (settings, the team and its roles, webhooks, the audit log, reports, exports,
// erasure, merges, templates, pools...). `anyMember` for reads whose rows the policies choose (a
// caller without `offers.view` gets 404 for every offer and an empty list of them), and for writes
// whose permission is checked together with their row ("may manage jobs and manages this one"):
// there a row the caller cannot see answers 404 first, as the API always has, and the domain
// function keeps the check. Any other row-dependent check (is the approver, made the merge) stays
// in the domain function under a declared permission too.
export type AnyMember = { anyMember: string };
export type EndpointNeed = Permission | AnyMember;

const rows = (why: string): AnyMember => ({ anyMember: why });
const OWN = rows("it acts on the caller's own account only");
// writes checked on their row: the row's 404 comes first for whoever cannot see it, then the
// permission together with the row (lockManagedJob, managedApplication)
const MANAGES_JOB = rows("a job the caller cannot see is 404; changing it needs `jobs.manage` and a job the caller manages (403)");
const SCHEDULES = rows("an application or interview the caller cannot see is 404; scheduling needs `interviews.schedule` and a job the caller works on (403)");

export const ENDPOINT_PERMISSIONS = {
  // API keys: a member's own, each within the member's permissions
  createApiKey: rows("a key acts as the member who creates it, with no more than that member's permissions"),
  listApiKeys: OWN,
  revokeApiKey: OWN,

  // the organization
  getOrganization: rows("every member works in the organization and reads its name and settings"),
  updateBranding: "settings.manage",
  updateSlug: "settings.manage",
  listRejectionReasons: rows("whoever rejects an application chooses among them"),
  replaceRejectionReasons: "settings.manage",

  // jobs and their pipelines
  listJobs: rows("the row-level policies list the jobs the caller sees"),
  createJob: "jobs.create",
  getJob: rows("the row-level policies decide which jobs the caller sees (404 otherwise)"),
  getJobIntakeAddress: rows("the row-level policies decide which jobs the caller sees (404 otherwise); the address is the job's, for whoever sees it"),
  updateJob: MANAGES_JOB,
  deleteJob: "jobs.create",
  listStageCounts: rows("the row-level policies count only the jobs and applications the caller sees"),
  listStages: rows("the row-level policies decide which jobs the caller sees (404 otherwise)"),
  createStage: MANAGES_JOB,
  reorderStages: MANAGES_JOB,
  renameStage: MANAGES_JOB,
  deleteStage: MANAGES_JOB,
  listCriteria: rows("the row-level policies decide which jobs the caller sees (404 otherwise)"),
  createCriterion: MANAGES_JOB,
  deleteCriterion: MANAGES_JOB,
  getRatingSummary: rows("the row-level policies decide which applications and feedback the caller sees"),

  // structured interviewing: a job's interview plan and the organization's plan templates
  getInterviewPlan: rows("the row-level policies decide which jobs the caller sees (404 otherwise); an interviewer asked to review one of its applications reads the kits"),
  replaceInterviewPlan: MANAGES_JOB,
  applyInterviewPlan: MANAGES_JOB,
  listInterviewPlanTemplates: rows("every member reads the organization's templates, which hold no candidate data"),
  createInterviewPlanTemplate: "jobs.manage",
  deleteInterviewPlanTemplate: "jobs.manage",
  listPlannedInterviews: rows("the row-level policies decide which applications, plans and interviews the caller sees"),

  // application questions and question sets
  listJobQuestions: rows("the row-level policies decide which jobs the caller sees (404 otherwise)"),
  replaceJobQuestions: MANAGES_JOB,
  cancelKnockout: rows("an application the caller cannot see is 404; stopping its knockout rule needs `jobs.manage` and a job the caller manages (403)"),
  addQuestionSet: MANAGES_JOB,
  listQuestionSets: rows("whoever manages a job may copy a set into it"),
  createQuestionSet: "templates.manage",
  deleteQuestionSet: "templates.manage",

  // applications
  listJobApplications: rows("the row-level policies list the applications the caller sees"),
  listApplications: rows("the row-level policies list the applications the caller sees"),
  getApplication: rows("the row-level policies decide which applications the caller sees (404 otherwise)"),
  updateApplication: rows("an application the caller cannot see is 404; moving, rejecting or hiring it needs `applications.manage` and a job the caller manages (403)"),
  bulkUpdateApplications: rows("each application is answered on its own: 404 for one the caller cannot see, 403 for one they may not change"),
  listApplicationActivity: rows("the row-level policies decide which applications the caller sees (404 otherwise)"),
  listDocumentRequests: rows("the row-level policies decide which applications the caller sees (404 otherwise)"),
  getRequestedDocument: rows("the row-level policies decide which applications the caller sees (404 otherwise)"),
  requestDocument: rows("an application the caller cannot see is 404; asking its candidate for a document needs `applications.manage` and a job the caller manages (403)"),

  // feedback and reviews
  getFeedbackView: rows("the row-level policies decide whose feedback the caller reads (blind review included)"),
  submitFeedback: rows("a member asked to review an application, or who works on its job, gives their own feedback"),
  requestReviews: rows("an application the caller cannot see is 404; asking for reviews needs `applications.manage` and a job the caller manages (403)"),

  // candidates
  getCandidate: rows("the row-level policies decide which candidates the caller sees (404 otherwise)"),
  listCandidateTags: rows("the row-level policies decide which candidates the caller sees (404 otherwise)"),
  replaceCandidateTags: rows("a candidate the caller cannot see is 404; changing their tags needs `applications.manage` and one of their jobs the caller manages (403)"),
  listOrganizationTags: rows("the row-level policies count only the candidates the caller sees"),
  listCandidateDuplicates: "candidates.merge",
  mergeCandidates: "candidates.merge",
  undoCandidateMerge: "candidates.merge",
  listNotes: rows("the row-level policies decide which candidates and notes the caller sees"),
  createNote: rows("whoever sees a candidate may note something about them"),
  getHiddenNotes: rows("the row-level policies decide which notes a blind reviewer waits for"),
  search: rows("the row-level policies decide which people and jobs the caller finds"),

  // talent pools
  listTalentPools: "talent_pools.manage",
  createTalentPool: "talent_pools.manage",
  getTalentPool: "talent_pools.manage",
  updateTalentPool: "talent_pools.manage",
  deleteTalentPool: "talent_pools.manage",
  listTalentPoolCandidates: "talent_pools.manage",
  addTalentPoolCandidates: "talent_pools.manage",
  removeTalentPoolCandidate: "talent_pools.manage",
  sourceApplication: rows("a job the caller cannot see is 404; adding a candidate to it needs `applications.manage` and a job the caller manages (403)"),

  // messages with candidates
  listCandidateMessages: rows("the row-level policies show the conversation to those with `messages.read` (an empty list otherwise)"),
  sendCandidateMessage: rows("a candidate the caller cannot see is 404; writing to them needs `messages.send` and one of their jobs the caller works on (403)"),
  markCandidateMessagesRead: rows("the row-level policies decide which conversations the caller reads"),
  getMessageAttachment: rows("the row-level policies decide which messages the caller reads (404 otherwise)"),

  // privacy
  getResume: rows("the row-level policies decide which applications the caller sees (404 otherwise)"),
  getParsedResume: rows("whoever may download the application's résumé may read its fields: the row-level policies decide which applications the caller sees (404 otherwise)"),
  getAnswerFile: rows("the row-level policies decide which applications the caller sees (404 otherwise)"),
  getEmailTemplates: rows("every member may read what candidates are sent"),
  updateEmailTemplates: "settings.manage",
  previewRetention: "candidates.erase",
  exportCandidate: "candidates.export",
  eraseCandidate: "candidates.erase",

  // reports and the audit log
  getReport: "reports.view",
  getEeoReport: "reports.eeo",
  getAdverseImpact: "reports.eeo",
  getSourceReport: "reports.view",
  getReportMetrics: "reports.view",
  getReportFunnel: "reports.view",
  getReportTrends: "reports.view",
  listReportFunnelApplications: "reports.view",
  // a person's own saved views: the table's policy admits their own rows only
  listReportViews: "reports.view",
  createReportView: "reports.view",
  updateReportView: "reports.view",
  deleteReportView: "reports.view",
  getAnalyticsCredentials: "settings.manage",
  createAnalyticsCredentials: "settings.manage",
  revokeAnalyticsCredentials: "settings.manage",
  getInterviewerLoadReport: "reports.view",
  getInterviewAgreementReport: "reports.view",
  getCandidateSurveyReport: "reports.view",
  listAuditLogs: "audit.view",
  getHome: rows("the caller's own review tasks and the queues of the jobs they manage"),

  // the team
  getTeam: rows("every member sees who is on the team; pending invitations only with `team.manage`"),
  inviteMember: "team.manage",
  updateMember: "team.manage",
  removeMember: "team.manage",
  signOutMemberEverywhere: "team.manage",
  revokeInvitation: "team.manage",
  resendInvitation: "team.manage",
  sendProductFeedback: rows("every member may tell the product's makers something"),
  listOutbox: "outbox.view",

  // roles and permissions
  listPermissions: rows("the catalogue is what every role is made of"),
  getMe: OWN,
  // two-factor sign-in and sessions (docs/decisions/490)
  startTotpEnrolment: OWN,
  confirmTotpEnrolment: OWN,
  disableTotp: OWN,
  listMySessions: OWN,
  revokeMySession: OWN,
  listRoles: "team.manage",
  createRole: "team.manage",
  getRole: "team.manage",
  updateRole: "team.manage",
  deleteRole: "team.manage",

  // webhooks
  createWebhook: "webhooks.manage",
  listWebhooks: "webhooks.manage",
  updateWebhook: "webhooks.manage",
  deleteWebhook: "webhooks.manage",
  listWebhookDeliveries: "webhooks.manage",
  retryWebhookDelivery: "webhooks.manage",
  sendWebhookTestEvent: "webhooks.manage",

  // the member's own calendar
  getMyCalendar: OWN,
  connectMyCalendar: OWN,
  disconnectMyCalendar: OWN,

  // offers: read and written under the policies, so that a caller without `offers.view` gets 404
  // for every offer rather than a 403 telling them it exists
  listApplicationOffers: rows("the row-level policies show offers to those with `offers.view` (an empty list otherwise)"),
  createOffer: rows("an application the caller cannot see is 404; drafting its offer needs `offers.manage` and a job the caller manages (403)"),
  getOffer: rows("the row-level policies show offers to those with `offers.view` (404 otherwise)"),
  updateOffer: rows("the row-level policies hide offers from a caller without `offers.view` (404); changing one needs `offers.manage` and a job the caller manages (403)"),
  submitOffer: rows("the row-level policies hide offers from a caller without `offers.view` (404); submitting one needs `offers.manage` and a job the caller manages (403)"),
  sendOffer: rows("the row-level policies hide offers from a caller without `offers.view` (404); sending one needs `offers.manage` and a job the caller manages (403)"),
  listMyPendingApprovals: rows("the approvals asked of the caller"),
  decideApproval: rows("only the member an approval is asked of decides it"),
  getApprovalChain: rows("every member may see who approves offers and jobs"),
  replaceApprovalChain: "settings.manage",
  getOfferLetter: rows("the row-level policies show offers to those with `offers.view` (404 otherwise)"),
  listOfferLetterTemplates: "offers.view",
  createOfferLetterTemplate: "templates.manage",
  updateOfferLetterTemplate: "templates.manage",
  deleteOfferLetterTemplate: "templates.manage",
  getOfferReport: rows("the row-level policies count only the offers the caller may read (none without `offers.view`)"),

  // interviews and scheduling
  listApplicationInterviews: rows("the row-level policies decide which applications and interviews the caller sees"),
  scheduleInterview: SCHEDULES,
  updateInterview: SCHEDULES,
  cancelInterview: SCHEDULES,
  listMyInterviews: rows("the interviews the caller is on"),
  // structured interviews (docs/decisions/486)
  getInterviewScorecard: rows("an interview the caller cannot see is 404; the scorecard answered is the caller's own"),
  submitInterviewScorecard: rows("an interview the caller cannot see is 404; only an interviewer booked on it files its scorecard (403)"),
  getDebrief: rows("the row-level policies decide whose scorecards and which decision the caller reads (blind review included)"),
  decideDebrief: rows("an application the caller cannot see is 404; deciding needs `applications.manage` and a job the caller manages (403)"),
  // panel days (decision 486)
  suggestPanelDays: SCHEDULES,
  bookPanel: SCHEDULES,
  listPanels: rows("the row-level policies decide which applications, panels and interviews the caller sees"),
  movePanel: SCHEDULES,
  cancelPanel: SCHEDULES,
  findAvailability: rows("free and busy is what a shared calendar shows colleagues"),
  getMyWorkingHours: OWN,
  setMyWorkingHours: OWN,
  listSchedulingLinks: SCHEDULES,
  createSchedulingLink: SCHEDULES,

  // message templates
  listMessageTemplates: "messages.send",
  createMessageTemplate: "templates.manage",
  updateMessageTemplate: "templates.manage",
  deleteMessageTemplate: "templates.manage",

  // notifications
  listNotifications: OWN,
  markNotificationsRead: OWN,
  streamNotifications: OWN,
  getNotificationPreferences: OWN,
  replaceNotificationPreferences: OWN,
  listMentionableMembers: rows("the row-level policies decide which candidates the caller sees (404 otherwise)"),

  // the organization's Slack
  getSlackConnection: "settings.manage",
  connectSlack: "settings.manage",
  disconnectSlack: "settings.manage",
  startSlackInstall: "settings.manage",
  finishSlackInstall: "settings.manage",
  listSlackDeliveries: "settings.manage",
  listSlackChannelRules: "settings.manage",
  createSlackChannelRule: "settings.manage",
  deleteSlackChannelRule: "settings.manage",
  // the organization's Microsoft Teams channels
  listTeamsChannels: "settings.manage",
  createTeamsChannel: "settings.manage",
  deleteTeamsChannel: "settings.manage",

  // new hires (docs/decisions/483): read as their accepted offers are; their exports are for who reads
  // offers; the BambooHR connector is a setting
  listNewHires: rows("the row-level policies show new hires to those who read their offers (an empty list otherwise)"),
  getNewHire: rows("the row-level policies show new hires to those who read their offers (404 otherwise)"),
  exportNewHires: "offers.view",
  exportNewHiresCsv: "offers.view",
  exportNewHire: "offers.view",
  exportNewHireCsv: "offers.view",
  getBambooHrConnection: "settings.manage",
  connectBambooHr: "settings.manage",
  disconnectBambooHr: "settings.manage",
  listBambooHrHandoffs: "settings.manage",

  // referrals (docs/decisions/501): every member may refer someone, with the careers site's rights,
  // and reads back only their own referrals (the referrals' policies)
  createReferral: rows("every member may refer someone; it writes what an applicant on the careers site could, and the referral naming the member"),
  listMyReferrals: rows("the caller's own referrals only, by the referrals' policy"),
  // agencies (docs/decisions/504): the admins keep them as they keep the team (an agency's recruiters
  // are members); an agency recruiter's role holds no permission and the policies give them their
  // agency's jobs and their own submissions
  listAgencies: "team.manage",
  createAgency: "team.manage",
  inviteAgencyRecruiter: "team.manage",
  replaceAgencyJobs: "team.manage",
  createAgencySubmission: rows("a member of an agency submits to the open jobs given to it (another job is 404, a member of no agency 403); it writes what an applicant on the careers site could, and the submission naming them"),
  listMyAgencySubmissions: rows("the caller's own submissions only, by the submissions' policy"),
  // imports from a spreadsheet, Greenhouse or Lever (docs/decisions/496): the admins'
  createImport: "settings.manage",
  listImports: "settings.manage",
  getImport: "settings.manage",
  // bulk résumé uploads (docs/decisions/502): for who may add candidates to the upload's job
  createResumeUpload: rows("a job the caller cannot see is 404; adding candidates to it needs `applications.manage` and a job the caller manages (403)"),
  listResumeUploads: "applications.manage",
  getResumeUpload: "applications.manage",
  addResumeUploadFile: "applications.manage",
  decideResumeUploadItem: "applications.manage",
  // SCIM provisioning (docs/decisions/497): the token and the group → role mapping are settings
  getScimSettings: "settings.manage",
  createScimToken: "settings.manage",
  revokeScimToken: "settings.manage",
  listScimGroups: "settings.manage",
  mapScimGroup: "settings.manage",
  getSsoConnection: "settings.manage",
  updateSsoConnection: "settings.manage",
} as const satisfies Record<string, EndpointNeed>;

export type OperationId = keyof typeof ENDPOINT_PERMISSIONS;

// The permission an endpoint needs, or null when any signed-in member may call it.
export function permissionOf(operation: OperationId): Permission | null {
  const need: EndpointNeed = ENDPOINT_PERMISSIONS[operation];
  return typeof need === "string" ? need : null;
}

// A password session of a member whose organization requires two-factor sign-in, before they set it
// up (docs/decisions/490), may call only what the Security settings' enrolment calls, whatever their
// role; every other authenticated operation answers it 403 (lib/api/pipeline/permit.ts, and the
// document says so: lib/openapi/errors.ts).
export const ENROLMENT_OPERATIONS: ReadonlySet<string> = new Set<OperationId>(["getMe", "startTotpEnrolment", "confirmTotpEnrolment", "listMySessions", "revokeMySession"]);
export const MUST_ENROL = "Your organization requires two-factor sign-in: set it up under Settings, Security, first";
