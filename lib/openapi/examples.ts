// Sample values for the document's examples; the linter checks each against its schema.
const at = "2026-11-21T09:30:00.000Z";
const later = "2026-11-24T14:05:12.345Z";
export const USER_ID = "cmh3k2x0q0001ab12cd34ef56";
const OTHER_USER_ID = "cmh3k2x0q0002ab12cd34ef57";

export const apiKey = { id: 12, name: "CI pipeline", keyPrefix: "hk_4f9Tq2L", lastUsedAt: null, createdAt: at };

export const organization = {
  id: 1,
  idpOrgId: null,
  name: "Acme",
  slug: "acme",
  logoUrl: "https://cdn.acme.example/logo.png",
  accentColor: "#2753E0",
  privacyPolicyUrl: "https://acme.example/privacy",
  candidateRetentionDays: 365,
  eeoSurveyEnabled: false,
  requireTwoFactor: false,
  sessionLifetimeHours: 8,
  careersLanguages: ["en", "de", "fr", "es", "pt"],
  answerWithinDays: 21,
  rejectUnansweredAfterDeadline: false,
  sendCandidateSurvey: false,
};
export const publicOrganization = { name: "Acme", slug: "acme", logoUrl: null, accentColor: "#2753E0", privacyPolicyUrl: "https://acme.example/privacy", eeoSurveyEnabled: false, careersLanguages: ["en", "de"] };

export const job = {
  id: 7,
  organizationId: 1,
  slug: "senior-backend-engineer",
  title: "Senior Backend Engineer",
  description: "Build the APIs our customers rely on.",
  location: "Berlin",
  employmentType: "full_time",
  department: "Engineering",
  workplaceType: "hybrid",
  salaryMin: 80000,
  salaryMax: 100000,
  salaryCurrency: "EUR",
  duration: null,
  kitBody: "Ask about a system they designed end to end.",
  hiringManagerIds: [USER_ID],
  status: "open",
  createdAt: at,
  updatedAt: later,
  approvalStatus: "approved",
  headcount: 2,
  eeoSurvey: false,
};

const stageNames = ["Applied", "Screen", "Interview", "Offer", "Hired"];
export const stages = stageNames.map((name, position) => ({ id: 31 + position, jobId: 7, name, position, candidateLabel: null as string | null }));
export const stage = { id: 36, jobId: 7, name: "Take-home", position: 5, candidateLabel: "Your assignment" };
export const criterion = { id: 4, name: "System design", position: 0 };
export const stageCounts = {
  jobs: [{ jobId: 7, stages: stages.map(({ id, name, position }) => ({ id, name, position, active: [6, 3, 2, 1, 0][position], hired: position === 4 ? 1 : 0 })) }],
};

export const application = {
  id: 55,
  jobId: 7,
  candidateId: 40,
  currentStageId: 33,
  coverLetter: "I have built payment APIs for six years.",
  status: "active",
  createdAt: at,
  updatedAt: later,
  rejectionReasonId: null,
  rejectionReasonLabel: null,
  source: "linkedin",
  referredBy: null,
  agencyId: null,
  utm: { source: "linkedin", medium: "social", campaign: "backend-2026" },
  answers: [
    { questionId: 12, label: "Do you have the right to work in Portugal?", shownLabel: "Tem autorização para trabalhar em Portugal?", type: "yes_no", value: true },
    { questionId: 13, label: "Years of Go", shownLabel: null, type: "number", value: 4 },
  ],
  knockout: null,
};

export const questions = [
  {
    id: 12,
    label: "Do you have the right to work in Portugal?",
    type: "yes_no",
    required: true,
    helpText: null,
    options: [],
    knockout: { rejectIf: false, delayMinutes: 60, action: "reject" },
    translations: { pt: { label: "Tem autorização para trabalhar em Portugal?", helpText: null, options: [] } },
  },
  { id: 13, label: "Years of Go", type: "number", required: false, helpText: "Professional experience only", options: [], knockout: null, translations: {} },
  { id: 14, label: "Languages you write in production", type: "multi_choice", required: false, helpText: null, options: ["Go", "Rust", "TypeScript"], knockout: null, translations: {} },
];

export const rejectionReasons = [
  { id: 3, label: "Not enough experience", archived: false },
  { id: 4, label: "Skills do not match", archived: false },
  { id: 5, label: "Hired someone else", archived: false },
  { id: 9, label: "Other", archived: false },
  { id: 12, label: "Relocation not possible", archived: true },
];

export const applicationListItem = {
  id: 55,
  candidateId: 40,
  currentStageId: 33,
  coverLetter: null,
  status: "active",
  createdAt: at,
  updatedAt: later,
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: null,
  resumeUrl: "https://files.example.com/grace.pdf",
  rejectionReasonId: null,
  source: "linkedin",
};

export const candidate = {
  id: 40,
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: null,
  resumeUrl: "https://files.example.com/grace.pdf",
  createdAt: at,
  tags: ["Kubernetes", "Referral"],
  canTag: true,
  talentPools: [{ id: 3, name: "Backend silver medallists" }],
  applications: [{ id: 55, jobId: 7, jobTitle: "Senior Backend Engineer", status: "active", currentStageId: 33, stageName: "Interview", createdAt: at, updatedAt: later, feedback: { count: 2, averageScore: 3.5 } }],
};

export const rating = { criterionId: 4, score: 3 };
export const feedbackEntry = { id: 9, authorName: "Ivan Interviewer", notes: "Clear thinker.", ratings: [rating], recommendation: "yes", updatedAt: later, isMine: true };
export const interviewer = { userId: OTHER_USER_ID, name: "Ivan Interviewer", hasSubmitted: true };

export const note = { id: 3, authorName: "Rita Recruiter", body: "Prefers to start in March.", createdAt: at, isMine: true };

export const publicJob = {
  slug: "senior-backend-engineer",
  title: "Senior Backend Engineer",
  location: "Berlin",
  employmentType: "full_time",
  department: "Engineering",
  workplaceType: "hybrid",
  salaryMin: 80000,
  salaryMax: 100000,
  salaryCurrency: "EUR",
};

export const page = (total: number) => ({ limit: 50, offset: 0, total });
export const at0 = at;
export const at1 = later;
export { OTHER_USER_ID };

// issue 24: an interview (docs/decisions/370)
export const interview = {
  id: 12,
  applicationId: 55,
  title: "Technical interview",
  startsAt: "2026-12-02T14:00:00.000Z",
  endsAt: "2026-12-02T15:00:00.000Z",
  timeZone: "Europe/Berlin",
  location: null,
  videoUrl: "https://meet.example.com/abc-defg-hij",
  instructions: "Bring a laptop; we will pair on a small exercise.",
  interviewerIds: [OTHER_USER_ID],
  panelId: null as number | null,
  status: "scheduled",
  planInterviewId: 21,
  candidateName: "Grace Hopper",
  jobTitle: "Senior Backend Engineer",
  createdAt: at,
  updatedAt: at,
};

// issue 47: a job's interview plan (docs/decisions/486)
export const planInterview = {
  id: 21,
  name: "Technical interview",
  durationMinutes: 60,
  interviewerPool: [OTHER_USER_ID],
  kit: {
    questions: [{ id: 31, text: "Walk me through a system you designed end to end.", guidance: "Listen for trade-offs named unprompted." }],
    attributes: [{ id: 41, name: "System design" }],
  },
};
export const interviewPlan = { stages: [{ stageId: 31, interviews: [] }, { stageId: 32, interviews: [planInterview] }] };
export const planTemplate = { id: 5, name: "Engineering loop", stageNames: ["Interview"], interviewCount: 1, createdAt: at };

// GET /api/applications/{id}/parsed-resume (and the prefill's fields)
export const parsedResume = {
  fields: {
    name: "Grace Hopper",
    email: "grace@example.com",
    phone: "+1 415 555 0132",
    location: "San Francisco, CA",
    links: ["https://linkedin.com/in/gracehopper"],
    experience: [{ employer: "Acme Payments Inc.", title: "Senior Software Engineer", startDate: "2020-01", endDate: null }],
    education: [{ school: "Yale University", degree: "Ph.D. in Mathematics", endYear: 1934 }],
    skills: ["TypeScript", "PostgreSQL", "COBOL"],
  },
  sources: {
    name: "Grace Hopper",
    email: "grace@example.com | +1 415 555 0132 | San Francisco, CA | linkedin.com/in/gracehopper",
    phone: "grace@example.com | +1 415 555 0132 | San Francisco, CA | linkedin.com/in/gracehopper",
    location: "grace@example.com | +1 415 555 0132 | San Francisco, CA | linkedin.com/in/gracehopper",
    "links.0": "grace@example.com | +1 415 555 0132 | San Francisco, CA | linkedin.com/in/gracehopper",
    "experience.0": "Jan 2020 – Present",
    "education.0": "Yale University",
    "skills.0": "TypeScript, PostgreSQL, COBOL",
    "skills.1": "TypeScript, PostgreSQL, COBOL",
    "skills.2": "TypeScript, PostgreSQL, COBOL",
  },
};
