import { listed } from "../declare";
import { activityOperations } from "./activity";
import { apiKeyOperations } from "./api-keys";
import { applicationOperations } from "./applications";
import { candidateOperations } from "./candidates";
import { interviewOperations } from "./interviews";
import { panelOperations, panelReportOperations } from "./panels";
import { feedbackOperations } from "./feedback";
import { debriefOperations } from "./debrief";
import { jobOperations } from "./jobs";
import { messageOperations } from "./messages";
import { organizationOperations } from "./organization";
import { privacyOperations } from "./privacy";
import { publicOperations } from "./public";
import { candidatePageOperations } from "./candidate-page";
import { candidateSurveyOperations, candidateSurveyReportOperations } from "./candidate-survey";
import { questionOperations } from "./questions";
import { reportOperations } from "./reports";
import { reportFunnelOperations } from "./report-funnel";
import { systemOperations } from "./system";
import { talentPoolOperations } from "./talent-pools";
import { teamOperations } from "./team";
import { webhookOperations } from "./webhooks";
import { calendarOperations } from "./calendar";
import { offerOperations } from "./offers";
import { messageTemplateOperations } from "./message-templates";
import { roleOperations } from "./roles";
import { notificationOperations } from "./notifications";
import { chatOperations } from "./chat";
import { newHireOperations } from "./new-hires";
import { interviewPlanOperations } from "./interview-plans";
import { twoFactorOperations } from "./two-factor";
import { importOperations } from "./imports";
import { resumeUploadOperations } from "./resume-uploads";
import { scimOperations } from "./scim";
import { ssoOperations } from "./sso";
import { referralOperations } from "./referrals";
import { agencyOperations } from "./agencies";

// Every operation of the API, in the order of the reference page.
export const OPERATIONS = listed(
  apiKeyOperations,
  organizationOperations,
  jobOperations,
  questionOperations,
  applicationOperations,
  activityOperations,
  feedbackOperations,
  debriefOperations,
  candidateOperations,
  talentPoolOperations,
  messageOperations,
  privacyOperations,
  reportOperations,
  reportFunnelOperations,
  panelReportOperations,
  candidateSurveyReportOperations,
  teamOperations,
  twoFactorOperations,
  scimOperations,
  ssoOperations,
  roleOperations,
  webhookOperations,
  publicOperations,
  candidatePageOperations,
  candidateSurveyOperations,
  systemOperations,
  calendarOperations,
  offerOperations,
  interviewOperations,
  interviewPlanOperations,
  panelOperations,
  messageTemplateOperations,
  notificationOperations,
  chatOperations,
  newHireOperations,
  importOperations,
  resumeUploadOperations,
  referralOperations,
  agencyOperations,
);
