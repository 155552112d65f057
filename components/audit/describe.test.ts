import { describe, expect, it } from "vitest";
import { actionLabel } from "./describe";
import { auditSentence, DESCRIBED_ACTIONS } from "./sentence";
import { englishRecruiterT } from "@/tests/support/recruiter-t";

const t = englishRecruiterT();

// One example per audit action the code writes (grep `action: "` in lib/, scripts/ and the seed),
// in the metadata shape its writer uses. Moments read in the viewer's zone: Berlin here (UTC+1 in December).
const VIEWER = { locale: "en-US", timeZone: "Europe/Berlin" };
const APP = "Quinn Jensen (Senior Backend Engineer)";

function say(action: string, metadata: Record<string, unknown>, actorName = "Dana Reyes", targetType = action.split(".")[0]): string {
  // ICU puts a narrow no-break space before AM/PM
  return auditSentence({ actorName, action, targetType, targetId: "17", metadata }, t, VIEWER).replace(/\u202f/g, " ");
}

const EXAMPLES: [action: string, metadata: Record<string, unknown>, sentence: string, actor?: string][] = [
  [
    "interview_scorecard.submitted",
    { interviewId: 4, applicationId: 9, title: "System design", recommendation: "yes", targetLabel: APP },
    "Dana Reyes submitted their scorecard for “System design” with Quinn Jensen (Senior Backend Engineer) — overall: Yes",
  ],
  ["debrief.decided", { applicationId: 9, decision: "advance", toStage: "Onsite", targetLabel: APP }, "Dana Reyes decided at the debrief to advance Quinn Jensen (Senior Backend Engineer) to Onsite"],
  ["api_key.created", { name: "CI", keyPrefix: "hk_abcdefg" }, "Dana Reyes created the API key “CI”"],
  ["api_key.revoked", {}, "Dana Reyes revoked an API key"],
  [
    "application.created",
    { jobId: 3, job: "Senior Backend Engineer", candidateId: 9, candidate: "Quinn Jensen", stageId: 4, stage: "Applied", source: "careers", targetLabel: APP },
    "Quinn Jensen applied for Senior Backend Engineer on the careers site",
    "Candidate (public site)",
  ],
  [
    "application.created",
    { jobId: 3, job: "Senior Backend Engineer", candidateId: 9, candidate: "Quinn Jensen", stageId: 4, stage: "Applied", source: "email", targetLabel: APP },
    "Quinn Jensen applied for Senior Backend Engineer by e-mail",
    "Candidate (e-mail)",
  ],
  [
    "application.created",
    { jobId: 3, job: "Senior Backend Engineer", candidateId: 9, candidate: "Quinn Jensen", stageId: 4, stage: "Applied", source: "upload", resumeUploadItemId: 12, targetLabel: APP },
    "Dana Reyes added Quinn Jensen to Senior Backend Engineer from an uploaded résumé",
  ],
  [
    "application.created",
    { jobId: 3, job: "Senior Backend Engineer", candidateId: 9, candidate: "Quinn Jensen", stageId: 4, stage: "Applied", source: "referral", targetLabel: APP },
    "Dana Reyes referred Quinn Jensen for Senior Backend Engineer",
  ],
  [
    "application.moved",
    { fromStageId: 4, toStageId: 5, fromStage: "Screen", toStage: "Technical interview", targetLabel: APP },
    "Dana Reyes moved Quinn Jensen to Technical interview (Senior Backend Engineer), from Screen",
  ],
  ["application.status_changed", { from: "active", to: "rejected", rejectionReason: "Hired someone else", targetLabel: APP }, "Dana Reyes rejected Quinn Jensen (Senior Backend Engineer) — reason: Hired someone else"],
  [
    "application.knockout_matched",
    { rule: { questionId: 5, label: "Right to work", answer: "No" }, action: "reject", dueAt: "2026-12-03T15:47:52.379Z", targetLabel: APP },
    "Quinn Jensen's answer “Right to work” = No matched a knockout rule (Senior Backend Engineer); it rejects the application at Dec 3, 2026, 4:47 PM",
    "Knockout rule",
  ],
  [
    "application.knockout_flagged",
    { rule: { questionId: 5, label: "Right to work", answer: "No" }, action: "review", dueAt: "2026-12-03T15:47:52.379Z", targetLabel: APP },
    "Quinn Jensen's answer “Right to work” = No flagged the application for review (Senior Backend Engineer)",
    "Knockout rule",
  ],
  ["application.knockout_cancelled", { rule: { label: "Right to work", answer: "No" }, targetLabel: APP }, "Dana Reyes stopped the knockout rule “Right to work” = No for Quinn Jensen (Senior Backend Engineer)"],
  [
    "job.questions_updated",
    { jobId: 3, job: "Senior Backend Engineer", added: ["Years of Go"], removed: ["Portfolio"], reordered: true, count: 2, targetLabel: "Senior Backend Engineer" },
    "Dana Reyes changed the application questions of Senior Backend Engineer: added “Years of Go”; removed “Portfolio”; reordered them",
  ],
  ["question_set.created", { name: "Portugal roles", questions: ["Right to work"], targetLabel: "Portugal roles" }, "Dana Reyes saved the question set “Portugal roles”"],
  ["question_set.deleted", { name: "Portugal roles", targetLabel: "Portugal roles" }, "Dana Reyes deleted the question set “Portugal roles”"],
  ["application.withdrawal_requested", { expiresAt: "2026-12-03T15:47:52.379Z", targetLabel: APP }, "Someone on the careers site asked to withdraw Quinn Jensen's application (Senior Backend Engineer); a confirmation link was e-mailed, valid until Dec 3, 2026, 4:47 PM", "Careers site visitor"],
  ["application.withdrawn", { before: { status: "active" }, after: { status: "withdrawn" }, via: "withdrawal_link", targetLabel: APP }, "Quinn Jensen withdrew their application (Senior Backend Engineer) through the e-mailed link", "Candidate (public site)"],
  ["application.withdrawn", { before: { status: "active" }, after: { status: "withdrawn" }, via: "application_page", targetLabel: APP }, "Quinn Jensen withdrew their application (Senior Backend Engineer) from their application page", "Candidate (public site)"],
  ["application.link_requested", { targetLabel: APP }, "Someone on the careers site asked for Quinn Jensen's application page links (Senior Backend Engineer); fresh links were e-mailed to the candidate", "Careers site visitor"],
  ["candidate.privacy_requested", { kind: "erasure", applicationId: 5, job: "Senior Backend Engineer", messageId: 9, targetLabel: "Quinn Jensen" }, "Quinn Jensen asked from their application page (Senior Backend Engineer) for their personal data to be erased", "Candidate (public site)"],
  ["document.requested", { requestId: 7, label: "Work permit", targetLabel: APP }, "Dana Reyes asked Quinn Jensen for the document “Work permit” (Senior Backend Engineer)"],
  ["document.uploaded", { requestId: 7, label: "Work permit", fileName: "permit.pdf", replaced: false, targetLabel: APP }, "Quinn Jensen sent the document “Work permit” (Senior Backend Engineer) from their application page", "Candidate (public site)"],
  ["candidate.erased", { applications: 2, source: "request", targetLabel: "Erased candidate" }, "Dana Reyes erased a candidate's personal data (2 applications kept without personal data for the reports)"],
  ["candidate.exported", {}, "Dana Reyes exported the data held about a candidate"],
  ["message.received", { candidateId: 1, subject: "Re: Your interview", job: "Senior Backend Engineer", targetLabel: "Quinn Jensen" }, "Quinn Jensen replied by e-mail about Senior Backend Engineer: “Re: Your interview”", "Candidate (e-mail)"],
  ["message.sent", { candidateId: 1, subject: "Your interview", applicationId: 9, job: "Senior Backend Engineer", targetLabel: "Quinn Jensen" }, "Dana Reyes wrote to Quinn Jensen about Senior Backend Engineer: “Your interview”"],
  ["message.scheduled", { candidateId: 1, subject: "Next steps", sendAt: "2026-12-03T15:47:52.379Z", targetLabel: "Quinn Jensen" }, "Dana Reyes wrote to Quinn Jensen, to be sent Dec 3, 2026, 4:47 PM: “Next steps”"],
  ["approval_chain.replaced", { kind: "offer", beforeSteps: 0, afterSteps: 2 }, "Dana Reyes set the approval chain for offers (2 steps)"],
  ["offer.created", { applicationId: 3, salary: { amount: 85000, currency: "EUR", period: "year" }, targetLabel: APP }, "Dana Reyes drafted an offer for Quinn Jensen (Senior Backend Engineer): EUR 85,000 a year"],
  [
    "offer.updated",
    { before: { salary: { amount: 85000, currency: "EUR", period: "year" }, startDate: null }, after: { salary: { amount: 90000, currency: "EUR", period: "year" }, startDate: "2027-01-04" }, targetLabel: APP },
    "Dana Reyes changed the salary from EUR 85,000 a year to EUR 90,000 a year and the start date of the offer for Quinn Jensen (Senior Backend Engineer)",
  ],
  ["offer.submitted", { targetLabel: APP }, "Dana Reyes submitted the offer for Quinn Jensen (Senior Backend Engineer) for approval"],
  ["offer.approval_given", { approvalId: 4, step: 0, round: 1, comment: "Within band", targetLabel: APP }, "Dana Reyes approved the offer for Quinn Jensen (Senior Backend Engineer) — “Within band”"],
  ["offer.approval_refused", { approvalId: 4, step: 0, round: 1, comment: null, targetLabel: APP }, "Dana Reyes rejected the offer for Quinn Jensen (Senior Backend Engineer); it is a draft again"],
  ["offer.approved", { round: 1, targetLabel: APP }, "The offer for Quinn Jensen (Senior Backend Engineer) passed its approval chain"],
  ["offer.approvals_reset", { round: 1, approvalsGiven: 1, targetLabel: APP }, "The offer for Quinn Jensen (Senior Backend Engineer) changed, so its approvals start again (1 approval given no longer count)"],
  [
    "offer.approver_left",
    { approvalId: 4, step: 1, approverId: "u1", approver: "Fran Finance", targetLabel: APP },
    "Fran Finance left the team before deciding on the offer for Quinn Jensen (Senior Backend Engineer); Dana Reyes's change takes them out of its approval chain",
  ],
  ["offer.withdrawn", { before: { status: "approved" }, targetLabel: APP }, "Dana Reyes withdrew the offer for Quinn Jensen (Senior Backend Engineer)"],
  ["offer.sent", { targetLabel: APP }, "Dana Reyes sent the offer to Quinn Jensen (Senior Backend Engineer)"],
  ["offer.accepted", { signatureName: "Quinn Jensen", targetLabel: APP }, "Quinn Jensen accepted the offer (Senior Backend Engineer), signing as “Quinn Jensen”", "Candidate (public site)"],
  ["offer.declined", { reason: "Took another offer", targetLabel: APP }, "Quinn Jensen declined the offer (Senior Backend Engineer) — “Took another offer”", "Candidate (public site)"],
  ["offer.expired", { targetLabel: APP }, "The offer for Quinn Jensen (Senior Backend Engineer) expired without an answer", "Offer expiry"],
  ["offer_letter.created", { targetLabel: "Standard" }, "Dana Reyes created the offer letter “Standard”"],
  ["offer_letter.updated", { before: { name: "Standard" }, after: { name: "Standard 2027" }, targetLabel: "Standard" }, "Dana Reyes renamed the offer letter “Standard” to “Standard 2027” and saved it"],
  ["offer_letter.deleted", { targetLabel: "Standard" }, "Dana Reyes deleted the offer letter “Standard”"],
  ["job.approval_requested", { round: 1, targetLabel: "Data Engineer" }, "The job “Data Engineer” waits for approval before it opens"],
  ["job.approval_given", { approvalId: 3, step: 0, round: 1, comment: "Budgeted", targetLabel: "Data Engineer" }, "Dana Reyes approved the job “Data Engineer” — “Budgeted”"],
  ["job.approval_refused", { approvalId: 3, step: 0, round: 1, comment: null, targetLabel: "Data Engineer" }, "Dana Reyes rejected the job “Data Engineer”"],
  ["job.approved", { round: 1, targetLabel: "Data Engineer" }, "The job “Data Engineer” passed its approval chain and may open"],
  ["job.approval_rejected", { round: 1, targetLabel: "Data Engineer" }, "The job “Data Engineer” was not approved; it cannot open"],
  ["job.approver_left", { approvalId: 3, step: 0, approverId: "u1", approver: "Fran Finance", targetLabel: "Data Engineer" }, "Fran Finance left the team before deciding on the job “Data Engineer”; Dana Reyes's change takes them out of its approval chain"],
  ["talent_pool.created", { targetLabel: "Backend finalists" }, "Dana Reyes created the talent pool “Backend finalists”"],
  ["talent_pool.updated", { before: { name: "Backend", description: null }, after: { name: "Backend finalists", description: null }, targetLabel: "Backend" }, "Dana Reyes renamed the talent pool “Backend” to “Backend finalists”"],
  ["talent_pool.updated", { before: { name: "Backend", description: null }, after: { name: "Backend", description: "Call first" }, targetLabel: "Backend" }, "Dana Reyes changed the description of the talent pool “Backend”"],
  ["talent_pool.deleted", { candidates: 4, targetLabel: "Backend" }, "Dana Reyes deleted the talent pool “Backend” (4 people in it stay candidates)"],
  ["talent_pool.candidates_added", { candidateIds: [1, 2], candidates: ["Quinn Jensen", "Uma Patel"], targetLabel: "Backend" }, "Dana Reyes added Quinn Jensen and Uma Patel to the talent pool “Backend”"],
  ["talent_pool.candidates_added", { candidateIds: [1, 2, 3, 4], candidates: ["A", "B", "C", "D"], targetLabel: "Backend" }, "Dana Reyes added 4 people to the talent pool “Backend”"],
  ["talent_pool.candidate_removed", { candidateId: 1, candidate: "Quinn Jensen", targetLabel: "Backend" }, "Dana Reyes took Quinn Jensen out of the talent pool “Backend”"],
  [
    "application.created",
    { jobId: 3, job: "Senior Backend Engineer", candidateId: 9, candidate: "Quinn Jensen", stageId: 4, stage: "Applied", source: "sourced", targetLabel: APP },
    "Dana Reyes added Quinn Jensen to Senior Backend Engineer",
  ],
  ["candidate.tags_changed", { added: ["Kubernetes", "Referral"], targetLabel: "Quinn Jensen" }, "Dana Reyes tagged Quinn Jensen “Kubernetes” and “Referral”"],
  ["candidate.merged", { mergeId: 4, mergedCandidateId: 12, merged: "Quinn J.", applications: 1, notes: 0, targetLabel: "Quinn Jensen" }, "Dana Reyes merged Quinn J. into Quinn Jensen (1 application moved)"],
  ["candidate.tags_changed", { removed: ["Go"], targetLabel: "Quinn Jensen" }, "Dana Reyes removed the tag “Go” from Quinn Jensen"],
  [
    "candidate.tags_changed",
    { added: ["Rust"], removed: ["Go", "Java"], respelled: [{ from: "k8s", to: "K8s" }], targetLabel: "Quinn Jensen" },
    "Dana Reyes tagged Quinn Jensen “Rust”, removed the tags “Go” and “Java” and wrote “k8s” as “K8s”",
  ],
  ["criterion.created", { jobId: 3, job: "Designer", name: "Craft", position: 2, targetLabel: "Craft" }, "Dana Reyes added the scorecard criterion “Craft” to Designer"],
  ["interview_plan.updated", { jobId: 3, job: "Designer", interviews: 2, questions: 5, attributes: 3, archived: 1, deleted: 0, targetLabel: "Designer" }, "Dana Reyes changed the interview plan of Designer: 2 interviews"],
  ["interview_plan.applied", { jobId: 3, job: "Designer", templateId: 5, template: "Design loop", skippedStages: ["Portfolio"], interviews: 1, targetLabel: "Designer" }, "Dana Reyes copied the plan template “Design loop” into Designer: 1 interview; no stage matched “Portfolio”"],
  ["interview_plan_template.created", { name: "Design loop", jobId: 3, job: "Designer", interviews: 2, stages: 1, targetLabel: "Design loop" }, "Dana Reyes saved the interview plan of Designer as the template “Design loop”"],
  ["interview_plan_template.deleted", { name: "Design loop", targetLabel: "Design loop" }, "Dana Reyes deleted the interview plan template “Design loop”"],
  ["criterion.archived", { jobId: 3, job: "Designer", name: "Craft", position: 2, scores: 4, targetLabel: "Craft" }, "Dana Reyes removed the scorecard criterion “Craft” from Designer, keeping its 4 scores"],
  ["criterion.deleted", { jobId: 3, job: "Designer", name: "Craft", position: 2, scores: 0, targetLabel: "Craft" }, "Dana Reyes removed the scorecard criterion “Craft” from Designer"],
  [
    "feedback.submitted",
    { applicationId: 6, after: { notes: "Solid", recommendation: "strong_yes", ratings: [{ criterionId: 8, criterion: "Communication", score: 3 }] }, targetLabel: APP },
    "Dana Reyes submitted feedback on Quinn Jensen (Senior Backend Engineer) — overall: Strong yes; Communication: 3 (yes)",
  ],
  [
    "feedback.updated",
    { applicationId: 6, before: { notes: "a" }, after: { notes: "b", ratings: [{ criterionId: 8, score: 2 }, { criterionId: 9, criterion: "Design", score: 1 }] }, targetLabel: APP },
    "Dana Reyes updated their feedback on Quinn Jensen (Senior Backend Engineer) — Design: 1 (strong no)",
  ],
  ["invitation.accepted", { userId: "u1", email: "sam@acme.example", role: "interviewer" }, "Sam Lee accepted an invitation and joined as Interviewer", "Sam Lee"],
  [
    "invitation.created",
    { email: "x@y.example", role: "hiring_manager", expiresAt: "2026-12-03T15:47:52.379Z", replaced: 0 },
    "Dana Reyes created an invitation for x@y.example as Hiring manager that expires Dec 3, 2026, 4:47 PM",
  ],
  ["invitation.resent", { email: "x@y.example", role: "recruiter", expiresAt: "2026-12-10T08:00:00.000Z" }, "Dana Reyes resent the invitation for x@y.example as Recruiter; it now expires Dec 10, 2026, 9:00 AM"],
  ["invitation.revoked", { email: "x@y.example", role: "admin" }, "Dana Reyes revoked the invitation for x@y.example as Admin"],
  ["job.created", { title: "Designer", slug: "designer", status: "draft", targetLabel: "Designer" }, "Dana Reyes created the job Designer as Draft"],
  ["job.deleted", { title: "Designer", slug: "designer", status: "closed", targetLabel: "Designer" }, "Dana Reyes deleted the job Designer"],
  [
    "job.updated",
    {
      before: { status: "draft", location: "Berlin", description: "Old", hiringManagerIds: ["u1"], hiringManagers: ["Hank"] },
      after: { status: "open", location: "Remote", description: "New", hiringManagerIds: ["u2"], hiringManagers: ["Nora"] },
      targetLabel: "Designer",
    },
    "Dana Reyes changed the job Designer: status from Draft to Open; location from Berlin to Remote; the description; hiring managers from Hank to Nora",
  ],
  ["member.role_changed", { name: "Sam Lee", email: "sam@acme.example", before: { role: "interviewer" }, after: { role: "hiring_manager" } }, "Dana Reyes changed Sam Lee's role from Interviewer to Hiring manager"],
  ["member.deactivated", { name: "Sam Lee", email: "sam@acme.example", before: { status: "active" }, after: { status: "deactivated" } }, "Dana Reyes deactivated Sam Lee"],
  ["member.reactivated", { name: "Sam Lee", email: "sam@acme.example", before: { status: "deactivated" }, after: { status: "active" } }, "Dana Reyes reactivated Sam Lee"],
  ["member.removed", { name: "Sam Lee", email: "sam@acme.example", role: "recruiter", revokedKeys: 2, withdrawnReviews: 0 }, "Dana Reyes removed Sam Lee (Recruiter) from the team; 2 API keys revoked"],
  ["note.created", { candidateId: 9, length: 42, targetLabel: "Quinn Jensen" }, "Dana Reyes added a note on Quinn Jensen"],
  [
    "organization.branding_updated",
    { before: { logoUrl: null, accentColor: "#1d4ed8", candidateRetentionDays: null }, after: { logoUrl: null, accentColor: "#0f766e", candidateRetentionDays: 365 } },
    "Dana Reyes changed the careers page settings: accent color from #1d4ed8 to #0f766e; candidate data retention from none to 365 days",
  ],
  ["application.source_changed", { from: null, to: "referral", targetLabel: APP }, "Dana Reyes set where Quinn Jensen (Senior Backend Engineer) came from to “referral”"],
  [
    "organization.branding_updated",
    { before: { logoUrl: null, accentColor: null, eeoSurveyEnabled: false }, after: { logoUrl: null, accentColor: null, eeoSurveyEnabled: true } },
    "Dana Reyes changed the careers page settings: EEO survey from off to on",
  ],
  ["job.updated", { before: { eeoSurvey: false }, after: { eeoSurvey: true }, targetLabel: "Austin Engineer" }, "Dana Reyes changed the job Austin Engineer: EEO survey from off to on"],
  [
    "organization.branding_updated",
    { before: { logoUrl: null, accentColor: null, careersLanguages: ["en", "de", "fr", "es", "pt"] }, after: { logoUrl: null, accentColor: null, careersLanguages: ["de", "en"] } },
    "Dana Reyes changed the careers page settings: languages from English, German, French, Spanish, Portuguese to German, English",
  ],
  [
    "organization.branding_updated",
    { before: { logoUrl: null, accentColor: "#1d4ed8" }, after: { logoUrl: "/acme-logo.svg", accentColor: "#1d4ed8" } },
    "Dana Reyes changed the careers page branding: logo from none to /acme-logo.svg",
  ],
  ["organization.created", { name: "Globex", slug: "globex" }, "Command line created the organization Globex at /careers/globex", "Command line"],
  ["organization.email_templates_updated", { templates: ["rejection"] }, "Dana Reyes changed the rejection e-mail template"],
  ["organization.slug_updated", { before: { slug: "acme" }, after: { slug: "acme-inc" } }, "Dana Reyes moved the careers page from /careers/acme to /careers/acme-inc"],
  ["review.requested", { reviewers: [{ userId: "u1", name: "Ivan Interviewer" }, { userId: "u2", name: "Hank Manager" }], targetLabel: APP }, "Dana Reyes asked Ivan Interviewer and Hank Manager to review Quinn Jensen (Senior Backend Engineer)"],
  ["review.cancelled", { reviewers: [{ userId: "u1", name: "Ivan Interviewer" }], targetLabel: APP }, "Dana Reyes withdrew the review request to Ivan Interviewer for Quinn Jensen (Senior Backend Engineer)"],
  [
    "organization.rejection_reasons_updated",
    { added: ["Relocation"], renamed: [{ from: "Salary", to: "Salary expectations" }], archived: ["Did not respond"] },
    "Dana Reyes changed the rejection reasons: added “Relocation”; renamed “Salary” to “Salary expectations”; archived “Did not respond”",
  ],
  ["stage.created", { jobId: 3, job: "Designer", name: "Portfolio review", position: 2, targetLabel: "Portfolio review" }, "Dana Reyes added the stage “Portfolio review” to Designer"],
  [
    "stage.deleted",
    { jobId: 3, job: "Designer", name: "Screen", position: 1, movedApplications: 3, moveToStageId: 7, moveToStage: "Applied", targetLabel: "Screen" },
    "Dana Reyes deleted the stage “Screen” of Designer, moving 3 applications to “Applied”",
  ],
  ["stage.renamed", { jobId: 3, job: "Designer", before: { name: "Screen" }, after: { name: "Phone screen" }, targetLabel: "Phone screen" }, "Dana Reyes renamed the stage “Screen” to “Phone screen” (Designer)"],
  ["stage.reordered", { before: [1, 2], after: [2, 1], order: { before: ["Applied", "Screen"], after: ["Screen", "Applied"] }, targetLabel: "Designer" }, "Dana Reyes reordered the stages of Designer: Screen → Applied", ],
  ["user.created", { email: "rae@globex.example", role: "recruiter" }, "Command line created the account rae@globex.example as Recruiter", "Command line"],
  ["webhook.created", { url: "https://hooks.example/h", events: ["*"], description: null }, "Dana Reyes added a webhook to https://hooks.example/h for every event"],
  ["webhook.deleted", { url: "https://hooks.example/h", events: ["job.created"] }, "Dana Reyes deleted the webhook to https://hooks.example/h"],
  ["webhook.delivery_retried", { deliveryId: 4, eventId: "evt_1", eventType: "application.updated" }, "Dana Reyes retried delivering the application.updated event"],
  ["webhook.disabled", { url: "https://hooks.example/h", failingSince: "2026-11-20T10:00:00.000Z", reason: "failing_for_3_days" }, "The webhook to https://hooks.example/h was turned off after 3 days of failed deliveries", "Webhook delivery"],
  ["webhook.test_sent", { deliveryId: 4, eventId: "evt_1" }, "Dana Reyes sent a test event to a webhook"],
  ["webhook.updated", { before: { enabled: true }, after: { enabled: false } }, "Dana Reyes changed a webhook: delivery from on to off"],
  ["calendar.connected", { host: "caldav.example.com", calendarName: "Work", replaced: false, targetLabel: "Work" }, "Dana Reyes connected their calendar “Work” on caldav.example.com"],
  ["calendar.connected", { host: "caldav.example.com", calendarName: null, replaced: true, targetLabel: "caldav.example.com" }, "Dana Reyes connected another calendar on caldav.example.com"],
  ["calendar.disconnected", { host: "caldav.example.com", calendarName: "Work", targetLabel: "Work" }, "Dana Reyes disconnected their calendar “Work” on caldav.example.com"],
  ["notification_preferences.updated", { timeZone: "Europe/Berlin", digestHour: 8, kinds: {}, targetLabel: "Dana Reyes" }, "Dana Reyes changed their notification preferences"],
  ["slack.connected", { teamName: "Acme", targetLabel: "Acme" }, "Dana Reyes connected Slack (workspace Acme)"],
  ["slack.connected", { teamName: null }, "Dana Reyes connected Slack"],
  ["slack.channel_rule_created", { event: "offer.accepted", jobId: null, channel: "hiring" }, "Dana Reyes posted offer.accepted to Slack channel #hiring"],
  ["slack.channel_rule_created", { event: "application.created", jobId: 12, job: "Platform Engineer", channel: "eng-hiring" }, "Dana Reyes posted application.created for Platform Engineer to Slack channel #eng-hiring"],
  ["slack.channel_rule_deleted", { event: "offer.accepted", channel: "hiring" }, "Dana Reyes stopped posting offer.accepted to Slack channel #hiring"],
  ["teams.channel_added", { name: "Recruiting" }, "Dana Reyes added the Teams channel Recruiting"],
  ["teams.channel_removed", { name: "Recruiting" }, "Dana Reyes removed the Teams channel Recruiting"],
  ["slack.disconnected", {}, "Dana Reyes disconnected Slack"],
  ["bamboohr.connected", { companyDomain: "acme", targetLabel: "acme" }, "Dana Reyes connected BambooHR (company acme)"],
  ["bamboohr.disconnected", {}, "Dana Reyes disconnected BambooHR"],
  ["member.signed_in", { name: "Dana Reyes", method: "password", device: "Firefox on Windows", address: "203.0.113.7" }, "Dana Reyes signed in with a password on Firefox on Windows from 203.0.113.7"],
  ["member.signed_in", { name: "Dana Reyes", method: "sso", device: "Safari on iPhone", address: "unknown" }, "Dana Reyes signed in with single sign-on on Safari on iPhone"],
  ["member.sign_in_failed", { name: "Sam Lee", reason: "password", address: "203.0.113.9" }, "A sign-in as Sam Lee failed: wrong password from 203.0.113.9", "Sam Lee"],
  ["member.sign_in_failed", { name: "Sam Lee", reason: "code", address: "203.0.113.9" }, "A sign-in as Sam Lee failed: wrong two-factor code from 203.0.113.9", "Sam Lee"],
  ["member.two_factor_enabled", { name: "Dana Reyes" }, "Dana Reyes turned on two-factor sign-in"],
  ["member.two_factor_disabled", { name: "Dana Reyes", withRecoveryCode: true }, "Dana Reyes turned off two-factor sign-in with a recovery code"],
  ["member.recovery_code_used", { name: "Dana Reyes", remaining: 9 }, "Dana Reyes signed in with a recovery code (9 left)"],
  ["member.signed_out_everywhere", { name: "Sam Lee", email: "sam@acme.example", sessions: 2 }, "Dana Reyes signed Sam Lee out everywhere (2 sessions ended)"],
  ["session.signed_out", { name: "Dana Reyes", device: "Chrome on macOS", address: "203.0.113.7", current: false }, "Dana Reyes signed out a session on Chrome on macOS from 203.0.113.7"],
  ["organization.branding_updated", { before: { logoUrl: null, accentColor: null, requireTwoFactor: false, sessionLifetimeHours: 8 }, after: { logoUrl: null, accentColor: null, requireTwoFactor: true, sessionLifetimeHours: 12 } }, "Dana Reyes changed the sign-in settings: two-factor requirement for password sign-in from off to on; session lifetime from 8 hours to 12 hours"],
  ["analytics_credentials.created", { user: "hiring_analyst_4_abc" }, "Dana Reyes made a new analytics login for the organization's BI tool (hiring_analyst_4_abc)"],
  ["analytics_credentials.revoked", { user: "hiring_analyst_4_abc" }, "Dana Reyes dropped the analytics login (hiring_analyst_4_abc)"],
  ["scim.token_created", { replaced: false }, "Dana Reyes made a SCIM token for directory sync"],
  ["scim.token_created", { replaced: true }, "Dana Reyes replaced the SCIM token for directory sync (the old one no longer works)"],
  ["scim.token_revoked", {}, "Dana Reyes turned off directory sync (SCIM)"],
  ["sso.connection_updated", { type: "oidc", enforce: false, domains: ["acme.example"] }, "Dana Reyes set up single sign-on with OpenID Connect"],
  ["sso.connection_updated", { type: "saml", enforce: true, domains: ["acme.example"] }, "Dana Reyes set up single sign-on with SAML and made it the only way to sign in (but for the break-glass admin)"],
  ["sso.connection_updated", { type: null, enforce: false, domains: [] }, "Dana Reyes turned single sign-on off"],
  ["sso.member_created", { name: "Sam Lee", role: "recruiter" }, "Single sign-on added Sam Lee at their first sign-in, as recruiter", "Single sign-on"],
  ["sso.sign_in_refused", { refused: "EmailNotVerified", reason: "email_verified is not true" }, "Single sign-on refused a sign-in: email_verified is not true", "Single sign-on"],
  ["scim.user_created", { name: "Sam Lee", email: "sam@acme.example", active: true, restored: false, targetLabel: "Sam Lee" }, "Directory sync (SCIM) added Sam Lee (sam@acme.example)", "Directory sync (SCIM)"],
  ["scim.user_created", { name: "Sam Lee", email: "sam@acme.example", active: true, restored: true, targetLabel: "Sam Lee" }, "Directory sync (SCIM) brought back the account of Sam Lee (sam@acme.example)", "Directory sync (SCIM)"],
  ["scim.user_updated", { name: "Sam Lee", email: "sam@acme.example", before: { name: "Sam" }, after: { name: "Sam Lee" }, targetLabel: "Sam Lee" }, "Directory sync (SCIM) updated the profile of Sam Lee", "Directory sync (SCIM)"],
  ["scim.user_deactivated", { name: "Sam Lee", email: "sam@acme.example", targetLabel: "Sam Lee" }, "Directory sync (SCIM) deactivated Sam Lee", "Directory sync (SCIM)"],
  ["scim.user_reactivated", { name: "Sam Lee", email: "sam@acme.example", targetLabel: "Sam Lee" }, "Directory sync (SCIM) reactivated Sam Lee", "Directory sync (SCIM)"],
  ["scim.user_deleted", { name: "Sam Lee", email: "sam@acme.example", revokedKeys: 1, targetLabel: "Sam Lee" }, "Directory sync (SCIM) removed Sam Lee", "Directory sync (SCIM)"],
  ["scim.group_created", { displayName: "Recruiting", members: 2, targetLabel: "Recruiting" }, "Directory sync (SCIM) created the directory group “Recruiting”", "Directory sync (SCIM)"],
  ["scim.group_updated", { displayName: "Recruiting", added: 1, removed: 0, targetLabel: "Recruiting" }, "Directory sync (SCIM) updated the directory group “Recruiting” (1 added, 0 removed)", "Directory sync (SCIM)"],
  ["scim.group_deleted", { displayName: "Recruiting", targetLabel: "Recruiting" }, "Directory sync (SCIM) deleted the directory group “Recruiting”", "Directory sync (SCIM)"],
  ["scim.group_role_set", { displayName: "Recruiting", role: "Recruiter", targetLabel: "Recruiting" }, "Dana Reyes gave the members of the directory group “Recruiting” the role Recruiter"],
  ["scim.group_role_set", { displayName: "Recruiting", role: null, targetLabel: "Recruiting" }, "Dana Reyes stopped the directory group “Recruiting” giving a role"],
  ["new_hire.exported", { format: "csv", count: 1, targetLabel: "Ana Silva (Backend Engineer)" }, "Dana Reyes exported the new hire Ana Silva (Backend Engineer) as CSV"],
  ["new_hire.exported", { format: "json", count: 3, jobId: null, since: null }, "Dana Reyes exported 3 new hires as JSON"],
  ["import.completed", { format: "greenhouse", total: 120, imported: 117, skipped: 1, errors: 2, targetLabel: "candidates.json" }, "Dana Reyes imported 117 rows from Greenhouse (1 skipped, 2 errors)"],
  ["import.completed", { format: "csv", total: 1, imported: 1, skipped: 0, errors: 0 }, "Dana Reyes imported 1 row from a spreadsheet (0 skipped, 0 errors)"],
  ["resume_upload.created", { jobId: 3, job: "Backend Engineer", targetLabel: "Backend Engineer" }, "Dana Reyes started a résumé upload to Backend Engineer"],
  ["resume_upload.decided", { action: "merge", itemId: 9, fileName: "jonas.pdf", jobId: 3, candidateId: 40, applicationId: 906, candidate: "Jonas Weber", targetLabel: "jonas.pdf" }, "Dana Reyes gave the uploaded résumé jonas.pdf to the known candidate Jonas Weber"],
  ["resume_upload.decided", { action: "create", itemId: 9, fileName: "jonas.pdf", jobId: 3, candidateId: 41, applicationId: 907, candidate: "Jonas Weber", targetLabel: "jonas.pdf" }, "Dana Reyes made a new candidate, Jonas Weber, of the uploaded résumé jonas.pdf"],
  ["resume_upload.decided", { action: "skip", itemId: 9, fileName: "jonas.pdf", jobId: 3, targetLabel: "jonas.pdf" }, "Dana Reyes skipped the uploaded résumé jonas.pdf"],
  ["referral.created", { referralId: 2, candidateId: 9, candidate: "Quinn Jensen", jobId: 3, job: "Senior Backend Engineer", startedApplication: true, targetLabel: APP }, "Dana Reyes referred Quinn Jensen to Senior Backend Engineer"],
  ["referral.created", { referralId: 3, candidateId: 9, candidate: "Quinn Jensen", jobId: null, job: null, startedApplication: false, targetLabel: "Quinn Jensen" }, "Dana Reyes referred Quinn Jensen to the company in general"],
  ["agency.created", { name: "Northwind Talent", ownershipDays: 180, targetLabel: "Northwind Talent" }, "Dana Reyes added the agency Northwind Talent, which owns the people it submits for 180 days"],
  ["agency.recruiter_invited", { email: "ada@northwind.example", name: "Ada Agent", agency: "Northwind Talent", role: "agency_recruiter", invitationId: 5, targetLabel: "Northwind Talent" }, "Dana Reyes invited Ada Agent (ada@northwind.example) to recruit for the agency Northwind Talent"],
  ["agency.jobs_changed", { agency: "Northwind Talent", before: [3], after: [3, 7], count: 2, jobs: ["Backend", "Frontend"], targetLabel: "Northwind Talent" }, "Dana Reyes gave the agency Northwind Talent 2 jobs"],
  ["agency.jobs_changed", { agency: "Northwind Talent", before: [3], after: [], count: 0, jobs: [], targetLabel: "Northwind Talent" }, "Dana Reyes gave the agency Northwind Talent no job"],
  [
    "agency.candidate_submitted",
    { submissionId: 2, agencyId: 4, agency: "Northwind Talent", candidateId: 9, candidate: "Quinn Jensen", jobId: 3, job: "Senior Backend Engineer", targetLabel: APP },
    "Ada Agent of Northwind Talent submitted Quinn Jensen to Senior Backend Engineer",
    "Ada Agent",
  ],
  [
    "application.created",
    { jobId: 3, job: "Senior Backend Engineer", candidateId: 9, candidate: "Quinn Jensen", stageId: 4, stage: "Applied", source: "agency", agency: "Northwind Talent", targetLabel: APP },
    "Ada Agent submitted Quinn Jensen for Senior Backend Engineer on behalf of Northwind Talent",
    "Ada Agent",
  ],
  [
    "interview.scheduled",
    { interviewId: 4, title: "Technical interview", startsAt: "2026-12-02T14:00:00.000Z", endsAt: "2026-12-02T15:00:00.000Z", timeZone: "UTC", interviewers: ["Ivan Interviewer", "Hana Manager"], targetLabel: APP },
    "Dana Reyes scheduled “Technical interview” with Quinn Jensen (Senior Backend Engineer) for Dec 2, 2026, 3:00 PM (interviewers: Ivan Interviewer and Hana Manager)",
  ],
  [
    "interview.rescheduled",
    { interviewId: 4, title: "Technical interview", startsAt: "2026-12-03T09:00:00.000Z", previousStartsAt: "2026-12-02T14:00:00.000Z", interviewers: ["Ivan Interviewer"], targetLabel: APP },
    "Dana Reyes rescheduled “Technical interview” with Quinn Jensen (Senior Backend Engineer) from Dec 2, 2026, 3:00 PM to Dec 3, 2026, 10:00 AM (interviewers: Ivan Interviewer)",
  ],
  ["interview.updated", { interviewId: 4, title: "Onsite", targetLabel: APP }, "Dana Reyes changed the details of “Onsite” with Quinn Jensen (Senior Backend Engineer)"],
  ["interview.link_created", { schedulingLinkId: 2, durationMinutes: 45, expiresAt: "2026-12-03T09:00:00.000Z", targetLabel: APP }, "Dana Reyes sent Quinn Jensen (Senior Backend Engineer) a link to pick an interview time, valid until Dec 3, 2026, 10:00 AM"],
  ["interview.cancelled", { interviewId: 4, title: "Onsite", startsAt: "2026-12-03T09:00:00.000Z", targetLabel: APP }, "Dana Reyes cancelled “Onsite” with Quinn Jensen (Senior Backend Engineer) of Dec 3, 2026, 10:00 AM"],
  [
    "panel.scheduled",
    { panelId: 3, stage: "Onsite", startsAt: "2026-12-03T09:00:00.000Z", timeZone: "UTC", interviews: [{ name: "Technical", interviewer: "Ivan Interviewer", startsAt: "2026-12-03T09:00:00.000Z" }, { name: "Culture", interviewer: "Hana Manager", startsAt: "2026-12-03T10:15:00.000Z" }], targetLabel: APP },
    "Dana Reyes scheduled a panel day of 2 interviews with Quinn Jensen (Senior Backend Engineer) from Dec 3, 2026, 10:00 AM (“Technical” with Ivan Interviewer and “Culture” with Hana Manager)",
  ],
  ["panel.moved", { panelId: 3, previousStartsAt: "2026-12-03T09:00:00.000Z", startsAt: "2026-12-04T09:00:00.000Z", interviews: 2, targetLabel: APP }, "Dana Reyes moved the panel day with Quinn Jensen (Senior Backend Engineer) from Dec 3, 2026, 10:00 AM to Dec 4, 2026, 10:00 AM"],
  ["panel.cancelled", { panelId: 3, startsAt: "2026-12-04T09:00:00.000Z", interviews: 2, targetLabel: APP }, "Dana Reyes cancelled the panel day with Quinn Jensen (Senior Backend Engineer) (2 interviews)"],
  ["member.interview_limit_changed", { name: "Sam Lee", email: "sam@acme.example", before: { weeklyInterviewLimit: null }, after: { weeklyInterviewLimit: 4 } }, "Dana Reyes set Sam Lee's weekly interview limit to 4"],
  ["member.interview_limit_changed", { name: "Sam Lee", email: "sam@acme.example", before: { weeklyInterviewLimit: 4 }, after: { weeklyInterviewLimit: null } }, "Dana Reyes removed Sam Lee's weekly interview limit"],
  ["message_template.created", { targetLabel: "Phone screen invite" }, "Dana Reyes created the message template “Phone screen invite”"],
  ["message_template.updated", { changed: ["name"], before: { name: "Phone screen" }, after: { name: "Phone screen invite" }, targetLabel: "Phone screen" }, "Dana Reyes renamed the message template “Phone screen” to “Phone screen invite”"],
  ["message_template.updated", { changed: ["subject", "body"], targetLabel: "Phone screen invite" }, "Dana Reyes changed the subject and body of the message template “Phone screen invite”"],
  ["message_template.updated", { changed: ["name", "body"], before: { name: "Thanks" }, after: { name: "Thanks for applying" }, targetLabel: "Thanks" }, "Dana Reyes renamed the message template “Thanks” to “Thanks for applying” and changed its body"],
  ["message_template.deleted", { targetLabel: "Phone screen invite" }, "Dana Reyes deleted the message template “Phone screen invite”"],
  ["report_view.created", { kind: "funnel", emailWeekly: false, targetLabel: "By source" }, "Dana Reyes saved the report view “By source”"],
  ["report_view.created", { kind: "trends", emailWeekly: true, targetLabel: "Weekly" }, "Dana Reyes saved the report view “Weekly”, with its weekly e-mail"],
  ["report_view.updated", { changed: ["name", "emailWeekly"], before: { name: "By source" }, after: { name: "Sources" }, emailWeekly: true, targetLabel: "By source" }, "Dana Reyes renamed the saved report view “By source” to “Sources” and turned on the weekly e-mail of the saved report view “By source”"],
  ["report_view.updated", { changed: ["params"], targetLabel: "Weekly" }, "Dana Reyes changed the query of the saved report view “Weekly”"],
  ["report_view.deleted", { targetLabel: "Weekly" }, "Dana Reyes deleted the saved report view “Weekly”"],
  ["role.created", { key: "coordinator", permissions: ["jobs.view_all"], targetLabel: "Coordinator" }, "Dana Reyes created the role “Coordinator”"],
  ["role.updated", { key: "coordinator", before: { name: "Coordinator" }, after: { name: "Interview coordinator" }, targetLabel: "Coordinator" }, "Dana Reyes renamed the role “Coordinator” to “Interview coordinator”"],
  ["role.updated", { key: "coordinator", added: ["interviews.schedule", "messages.send"], removed: ["reports.view"], targetLabel: "Coordinator" }, "Dana Reyes gave the role “Coordinator” interviews.schedule and messages.send and took reports.view from the role “Coordinator”"],
  ["role.deleted", { key: "coordinator", permissions: [], targetLabel: "Coordinator" }, "Dana Reyes deleted the role “Coordinator”"],
];

describe("audit entries as sentences", () => {
  for (const [action, metadata, sentence, actor] of EXAMPLES) {
    it(`reads ${action} as a sentence`, () => {
      expect(say(action, metadata, actor)).toBe(sentence);
    });
  }

  it("has an example for every action it describes", () => {
    expect(new Set(EXAMPLES.map(([action]) => action))).toEqual(new Set(DESCRIBED_ACTIONS));
  });

  it("leaves internal fields out: ids, counters, hashes, ISO times", () => {
    for (const [action, metadata, , actor] of EXAMPLES) {
      const sentence = say(action, metadata, actor);
      expect(sentence, action).not.toMatch(/#\d+\b|\d{4}-\d{2}-\d{2}T|hk_|Replaced|: none|Id\b|undefined|null/);
    }
  });

  it("reads the other status changes: hired, reopened without a reason, withdrawn by the team", () => {
    expect(say("application.status_changed", { from: "active", to: "hired", rejectionReason: null, targetLabel: APP })).toBe("Dana Reyes hired Quinn Jensen (Senior Backend Engineer)");
    expect(say("application.status_changed", { from: "rejected", to: "active", rejectionReason: null, targetLabel: APP })).toBe("Dana Reyes reopened Quinn Jensen's application (Senior Backend Engineer)");
    expect(say("application.status_changed", { from: "active", to: "rejected", rejectionReason: null, targetLabel: APP })).toBe("Dana Reyes rejected Quinn Jensen (Senior Backend Engineer)");
    expect(say("application.moved", { fromStage: "Screen", toStage: "Applied", reason: "stage deleted", targetLabel: APP })).toBe(
      "Dana Reyes moved Quinn Jensen to Applied (Senior Backend Engineer), from Screen, because the stage was deleted",
    );
  });

  it("reads a change made by an Undo as undo", () => {
    expect(say("candidate.merged", { mergeId: 4, merged: "Quinn J.", applications: 1, undo: true, targetLabel: "Quinn Jensen" })).toBe("Dana Reyes undid merging Quinn J. into Quinn Jensen: two records again");
    expect(say("candidate.tags_changed", { removed: ["Rust", "Go"], undo: true, targetLabel: "Quinn Jensen" })).toBe("Dana Reyes undid tagging Quinn Jensen “Rust” and “Go”");
    expect(say("candidate.tags_changed", { added: ["Go"], undo: true, targetLabel: "Quinn Jensen" })).toBe("Dana Reyes undid removing the tag “Go” from Quinn Jensen");
    expect(say("review.cancelled", { reviewers: [{ userId: "u1", name: "Ivan Interviewer" }], undo: true, targetLabel: APP })).toBe(
      "Dana Reyes undid asking Ivan Interviewer to review Quinn Jensen (Senior Backend Engineer)",
    );
    expect(say("application.moved", { fromStage: "Technical interview", toStage: "Screen", undo: true, targetLabel: APP })).toBe(
      "Dana Reyes undid moving Quinn Jensen to Technical interview: back in Screen (Senior Backend Engineer)",
    );
    expect(say("application.status_changed", { from: "rejected", to: "active", rejectionReason: null, undo: true, targetLabel: APP })).toBe(
      "Dana Reyes undid rejecting Quinn Jensen (Senior Backend Engineer)",
    );
    expect(say("member.role_changed", { name: "Sam Lee", before: { role: "admin" }, after: { role: "interviewer" }, undo: true })).toBe(
      "Dana Reyes undid the role change of Sam Lee: back from Admin to Interviewer",
    );
    expect(say("application.status_changed", { from: "active", to: "rejected", rejectionReason: "Other: timing", undo: true, targetLabel: APP })).toMatch(/\(undo\)$/);
  });

  it("reads actions written after it by their label and target, and a retention erasure by the policy", () => {
    expect(say("organization.interview_kits_updated", { targetLabel: "Acme" })).toBe("Dana Reyes updated organization interview kits: Acme");
    expect(say("candidate.erased", { applications: 1, source: "retention" }, "Retention policy")).toBe(
      "The retention policy erased a candidate's personal data (1 application kept without personal data for the reports)",
    );
  });

  it("formats a moment in the viewer's time zone", () => {
    const at = { email: "x@y.example", role: "interviewer", expiresAt: "2026-12-03T23:30:00.000Z" };
    const tokyo = auditSentence({ actorName: "A", action: "invitation.created", targetType: "invitation", targetId: "1", metadata: at }, t, { locale: "en-US", timeZone: "Asia/Tokyo" });
    expect(tokyo.replace(/\u202f/g, " ")).toContain("expires Dec 4, 2026, 8:30 AM");
  });

  it("names actions in words for the filter", () => {
    expect(actionLabel("application.moved", t)).toBe("Moved application");
    expect(actionLabel("application.status_changed", t)).toBe("Changed application status");
    expect(actionLabel("member.role_changed", t)).toBe("Changed member role");
  });
});
