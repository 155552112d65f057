import { ROLE_LABELS } from "@/lib/ui/format";
import { fieldValue, isRecord, withChanges } from "./changes";
import { actionLabel } from "./describe";

// An audit entry as one sentence a person reads (docs/decisions/287): "Dana Reyes changed Sam Lee's
// role from Interviewer to Hiring manager". Ids, counters and hashes stay out; moments read in the
// viewer's locale and time zone; a change made by an Undo (metadata `undo: true`) reads as undo.

export type AuditSentenceEntry = { actorName: string; action: string; targetType: string; targetId: string; metadata: unknown };
// `locale` and `timeZone` undefined: the browser's own
export type SentenceOptions = { locale?: string; timeZone?: string };

type Metadata = Record<string, unknown>;
type Describe = (entry: Parts) => string | null;
type Parts = { actor: string; md: Metadata; undo: boolean; moment: (value: unknown) => string; log: AuditSentenceEntry };

const RECOMMENDATION_LABELS: Record<string, string> = { strong_no: "Strong no", no: "No", yes: "Yes", strong_yes: "Strong yes" };
const TEMPLATE_LABELS: Record<string, string> = { application_received: "application received", rejection: "rejection" };

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : typeof value === "number" ? String(value) : null;
}

function quoted(value: unknown): string {
  const t = text(value);
  return t === null ? "" : `“${t}”`;
}

function role(value: unknown): string {
  const t = text(value);
  return t === null ? "no role" : ((ROLE_LABELS as Record<string, string>)[t] ?? t.replace(/_/g, " "));
}

function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

// "Quinn Jensen (Senior Backend Engineer)" → the candidate and the job; the name ends at the first
// " (", so a job title may hold parentheses of its own.
// the colleagues a review request names, as a list in words
function reviewers(md: Metadata): string {
  const names = Array.isArray(md.reviewers) ? md.reviewers.map((r) => (isRecord(r) ? text(r.name) : null)).filter((n): n is string => n !== null) : [];
  return list(names) || "a colleague";
}

function application(md: Metadata): { candidate: string; job: string | null } {
  const label = text(md.targetLabel) ?? "";
  const match = /^(.+?) \((.+)\)$/.exec(label);
  if (match) return { candidate: match[1], job: match[2] };
  return { candidate: text(md.candidate) ?? (label || "a candidate"), job: text(md.job) };
}

// "“Right to work” = No", from a knockout entry's rule
function knockoutRule(md: Metadata): string {
  const rule = isRecord(md.rule) ? md.rule : {};
  return `${quoted(rule.label)} = ${text(rule.answer) ?? "?"}`;
}

function inJob(job: string | null): string {
  return job ? ` (${job})` : "";
}

function count(n: unknown, one: string, many = `${one}s`): string {
  const value = typeof n === "number" ? n : 0;
  return `${value} ${value === 1 ? one : many}`;
}

const SENTENCES: Record<string, Describe> = {
  "api_key.created": ({ actor, md }) => `${actor} created the API key ${quoted(md.name) || "(unnamed)"}`,
  "api_key.revoked": ({ actor }) => `${actor} revoked an API key`,

  "application.created": ({ actor, md }) => {
    const { candidate, job } = application(md);
    if (md.source === "sourced") return `${actor} added ${candidate} to ${job ?? "a job"}`;
    return `${candidate} applied for ${job ?? "a job"}${md.source === "careers" ? " on the careers site" : ""}`;
  },
  "application.moved": ({ actor, md, undo }) => {
    const { candidate, job } = application(md);
    const from = text(md.fromStage);
    const to = text(md.toStage) ?? "another stage";
    if (undo) return `${actor} undid moving ${candidate} to ${from ?? "a stage"}: back in ${to}${inJob(job)}`;
    const reason = md.reason === "stage deleted" ? ", because the stage was deleted" : "";
    return `${actor} moved ${candidate} to ${to}${inJob(job)}${from ? `, from ${from}` : ""}${reason}`;
  },
  "application.source_changed": ({ actor, md }) => {
    const { candidate, job } = application(md);
    const to = text(md.to);
    return to ? `${actor} set where ${candidate}${inJob(job)} came from to “${to}”` : `${actor} cleared where ${candidate}${inJob(job)} came from`;
  },
  "application.status_changed": ({ actor, md, undo }) => {
    const { candidate, job } = application(md);
    const reason = text(md.rejectionReason);
    if (undo && md.to === "active") {
      const undone = md.from === "rejected" ? "rejecting" : md.from === "hired" ? "hiring" : "closing";
      return `${actor} undid ${undone} ${candidate}${inJob(job)}`;
    }
    const suffix = undo ? " (undo)" : "";
    switch (md.to) {
      case "rejected":
        return `${actor} rejected ${candidate}${inJob(job)}${reason ? ` — reason: ${reason}` : ""}${suffix}`;
      case "hired":
        return `${actor} hired ${candidate}${inJob(job)}${suffix}`;
      case "active":
        return `${actor} reopened ${possessive(candidate)} application${inJob(job)}${suffix}`;
      case "withdrawn":
        return `${actor} marked ${possessive(candidate)} application as withdrawn${inJob(job)}${suffix}`;
      default:
        return null;
    }
  },
  "application.withdrawal_requested": ({ md, moment }) => {
    const { candidate, job } = application(md);
    return `Someone on the careers site asked to withdraw ${possessive(candidate)} application${inJob(job)}; a confirmation link was e-mailed, valid until ${moment(md.expiresAt)}`;
  },
  // knockout rules (decision 331): what an answer matched, and a person stopping the rule
  "application.knockout_matched": ({ md, moment }) => {
    const { candidate, job } = application(md);
    return `${possessive(candidate)} answer ${knockoutRule(md)} matched a knockout rule${inJob(job)}; it rejects the application ${md.dueAt ? `at ${moment(md.dueAt)}` : "soon"}`;
  },
  "application.knockout_flagged": ({ md }) => {
    const { candidate, job } = application(md);
    return `${possessive(candidate)} answer ${knockoutRule(md)} flagged the application for review${inJob(job)}`;
  },
  "application.knockout_cancelled": ({ actor, md }) => {
    const { candidate, job } = application(md);
    return `${actor} stopped the knockout rule ${knockoutRule(md)} for ${candidate}${inJob(job)}`;
  },
  "application.withdrawn": ({ md }) => {
    const { candidate, job } = application(md);
    return `${candidate} withdrew their application${inJob(job)} through the e-mailed link`;
  },

  "candidate.erased": ({ actor, md }) => {
    const kept = typeof md.applications === "number" && md.applications > 0 ? ` (${count(md.applications, "application")} kept without personal data for the reports)` : "";
    return md.source === "retention"
      ? `The retention policy erased a candidate's personal data${kept}`
      : `${actor} erased a candidate's personal data${kept}`;
  },
  "candidate.exported": ({ actor }) => `${actor} exported the data held about a candidate`,
  "candidate.merged": ({ actor, md, undo }) => {
    const survivor = text(md.targetLabel) ?? "a candidate";
    const other = text(md.merged) ?? "another record";
    if (undo) return `${actor} undid merging ${other} into ${survivor}: two records again`;
    return `${actor} merged ${other} into ${survivor} (${count(md.applications, "application")} moved)`;
  },
  "candidate.tags_changed": ({ actor, md, undo }) => {
    const tags = (value: unknown) => (Array.isArray(value) ? value.map(quoted).filter(Boolean) : []);
    const respelled = Array.isArray(md.respelled) ? md.respelled.filter(isRecord).map((r) => `${quoted(r.from)} as ${quoted(r.to)}`) : [];
    const parts = [
      tags(md.added).length ? `tagged ${text(md.targetLabel) ?? "a candidate"} ${list(tags(md.added))}` : null,
      tags(md.removed).length ? `removed the tag${tags(md.removed).length > 1 ? "s" : ""} ${list(tags(md.removed))}${tags(md.added).length ? "" : ` from ${text(md.targetLabel) ?? "a candidate"}`}` : null,
      respelled.length ? `wrote ${list(respelled)}` : null,
    ].filter((part): part is string => part !== null);
    const who = text(md.targetLabel) ?? "a candidate";
    // an Undo of the board's bulk tagging takes back one kind of change: say which it took back
    if (undo && tags(md.removed).length && !tags(md.added).length) return `${actor} undid tagging ${who} ${list(tags(md.removed))}`;
    if (undo && tags(md.added).length && !tags(md.removed).length) return `${actor} undid removing the tag${tags(md.added).length > 1 ? "s" : ""} ${list(tags(md.added))} from ${who}`;
    const sentence = `${actor} ${list(parts) || `changed the tags of ${who}`}`;
    return undo ? `${sentence} (undo)` : sentence;
  },

  "criterion.created": ({ actor, md }) => `${actor} added the scorecard criterion ${quoted(md.name ?? md.targetLabel)} to ${text(md.job) ?? "a job"}`,
  "criterion.archived": ({ actor, md }) =>
    `${actor} removed the scorecard criterion ${quoted(md.name ?? md.targetLabel)} from ${text(md.job) ?? "a job"}, keeping its ${count(md.scores, "score")}`,
  "criterion.deleted": ({ actor, md }) => `${actor} removed the scorecard criterion ${quoted(md.name ?? md.targetLabel)} from ${text(md.job) ?? "a job"}`,

  "feedback.submitted": ({ actor, md }) => feedbackSentence(actor, md, "submitted feedback on"),
  "feedback.updated": ({ actor, md }) => feedbackSentence(actor, md, "updated their feedback on"),

  "invitation.accepted": ({ actor, md }) =>
    `${actor} accepted an invitation and joined as ${role(md.role)}${md.restored === true ? " (a removed member, back again)" : ""}`,
  "invitation.created": ({ actor, md, moment }) =>
    `${actor} created an invitation for ${text(md.email) ?? "someone"} as ${role(md.role)}${md.expiresAt ? ` that expires ${moment(md.expiresAt)}` : ""}${typeof md.replaced === "number" && md.replaced > 0 ? ", replacing the earlier one" : ""}`,
  "invitation.resent": ({ actor, md, moment }) =>
    `${actor} resent the invitation for ${text(md.email) ?? "someone"} as ${role(md.role)}${md.expiresAt ? `; it now expires ${moment(md.expiresAt)}` : ""}`,
  "invitation.revoked": ({ actor, md }) => `${actor} revoked the invitation for ${text(md.email) ?? "someone"} as ${role(md.role)}`,

  "job.created": ({ actor, md }) => `${actor} created the job ${jobTitle(md)} as ${fieldValue("status", md.status ?? "draft")}`,
  "job.deleted": ({ actor, md }) => `${actor} deleted the job ${jobTitle(md)}`,
  "job.updated": ({ actor, md }) => withChanges(`${actor} changed the job ${jobTitle(md)}`, md.before, md.after),
  "job.questions_updated": ({ actor, md }) => {
    const labels = (key: string) => (Array.isArray(md[key]) ? md[key].map((label) => quoted(label)) : []);
    const parts = [
      labels("added").length ? `added ${list(labels("added"))}` : null,
      labels("changed").length ? `changed ${list(labels("changed"))}` : null,
      labels("removed").length ? `removed ${list(labels("removed"))}` : null,
      md.reordered ? "reordered them" : null,
    ].filter(Boolean);
    const from = text(md.fromSet) ? ` from the set ${quoted(md.fromSet)}` : "";
    return `${actor} changed the application questions of ${jobTitle(md)}${parts.length ? `: ${parts.join("; ")}` : ""}${from}`;
  },
  "question_set.created": ({ actor, md }) => `${actor} saved the question set ${quoted(md.name ?? md.targetLabel)}`,
  "question_set.deleted": ({ actor, md }) => `${actor} deleted the question set ${quoted(md.name ?? md.targetLabel)}`,

  "member.role_changed": ({ actor, md, undo }) => {
    const name = text(md.name) ?? text(md.email) ?? "a member";
    const before = isRecord(md.before) ? md.before.role : undefined;
    const after = isRecord(md.after) ? md.after.role : undefined;
    if (undo) return `${actor} undid the role change of ${name}: back from ${role(before)} to ${role(after)}`;
    return `${actor} changed ${possessive(name)} role from ${role(before)} to ${role(after)}`;
  },
  "member.deactivated": ({ actor, md, undo }) => memberStatusSentence(actor, md, "deactivated", undo),
  "member.reactivated": ({ actor, md, undo }) => memberStatusSentence(actor, md, "reactivated", undo),
  "member.removed": ({ actor, md }) => {
    const name = text(md.name) ?? text(md.email) ?? "a member";
    const also = [
      typeof md.revokedKeys === "number" && md.revokedKeys > 0 ? `${count(md.revokedKeys, "API key")} revoked` : null,
      typeof md.withdrawnReviews === "number" && md.withdrawnReviews > 0 ? `${count(md.withdrawnReviews, "open review request")} withdrawn` : null,
    ].filter((part): part is string => part !== null);
    return `${actor} removed ${name} (${role(md.role)}) from the team${also.length ? `; ${list(also)}` : ""}`;
  },

  "note.created": ({ actor, md }) => `${actor} added a note on ${text(md.targetLabel) ?? "a candidate"}`,

  "organization.branding_updated": ({ actor, md }) => withChanges(`${actor} changed the careers page branding`, md.before, md.after),
  "organization.created": ({ actor, md }) => `${actor} created the organization ${text(md.name) ?? ""}${md.slug ? ` at /careers/${md.slug}` : ""}`,
  "organization.email_templates_updated": ({ actor, md }) => {
    const kinds = Array.isArray(md.templates) ? md.templates.map((kind) => TEMPLATE_LABELS[String(kind)] ?? String(kind).replace(/_/g, " ")) : [];
    return `${actor} changed the ${list(kinds) || "candidate"} e-mail template${kinds.length > 1 ? "s" : ""}`;
  },
  "organization.slug_updated": ({ actor, md }) => {
    const before = isRecord(md.before) ? text(md.before.slug) : null;
    const after = isRecord(md.after) ? text(md.after.slug) : null;
    return `${actor} moved the careers page from /careers/${before ?? "?"} to /careers/${after ?? "?"}`;
  },

  // conversations with candidates (decision 400)
  "message.sent": ({ actor, md }) => `${actor} wrote to ${text(md.targetLabel) ?? "a candidate"}${md.job ? ` about ${text(md.job)}` : ""}: ${quoted(md.subject)}`,
  "message.received": ({ md }) => `${text(md.targetLabel) ?? "A candidate"} replied by e-mail${md.job ? ` about ${text(md.job)}` : ""}: ${quoted(md.subject)}`,
  "message.scheduled": ({ actor, md, moment }) =>
    `${actor} wrote to ${text(md.targetLabel) ?? "a candidate"}${md.job ? ` about ${text(md.job)}` : ""}, to be sent ${moment(md.sendAt)}: ${quoted(md.subject)}`,

  "talent_pool.created": ({ actor, md }) => `${actor} created the talent pool ${quoted(md.targetLabel)}`,
  "talent_pool.updated": ({ actor, md }) => {
    const before = isRecord(md.before) ? md.before : {};
    const after = isRecord(md.after) ? md.after : {};
    if (before.name !== after.name) return `${actor} renamed the talent pool ${quoted(before.name)} to ${quoted(after.name)}`;
    return `${actor} changed the description of the talent pool ${quoted(md.targetLabel)}`;
  },
  "talent_pool.deleted": ({ actor, md }) => `${actor} deleted the talent pool ${quoted(md.targetLabel)} (${count(md.candidates, "person", "people")} in it stay candidates)`,
  "talent_pool.candidates_added": ({ actor, md }) => {
    const names = Array.isArray(md.candidates) ? md.candidates.map((n) => text(n)).filter((n): n is string => n !== null) : [];
    const who = names.length > 0 && names.length <= 3 ? list(names) : count(names.length, "person", "people");
    return `${actor} added ${who} to the talent pool ${quoted(md.targetLabel)}`;
  },
  "talent_pool.candidate_removed": ({ actor, md }) => `${actor} took ${text(md.candidate) ?? "a candidate"} out of the talent pool ${quoted(md.targetLabel)}`,

  "review.requested": ({ actor, md }) => {
    const { candidate, job } = application(md);
    return `${actor} asked ${reviewers(md)} to review ${candidate}${inJob(job)}`;
  },

  "review.cancelled": ({ actor, md, undo }) => {
    const { candidate, job } = application(md);
    const who = reviewers(md);
    if (undo) return `${actor} undid asking ${who} to review ${candidate}${inJob(job)}`;
    return `${actor} withdrew the review request to ${who} for ${candidate}${inJob(job)}`;
  },
  "organization.rejection_reasons_updated": ({ actor, md }) => {
    const labels = (key: string) => (Array.isArray(md[key]) ? md[key].map((label) => quoted(label)) : []);
    const renamed = Array.isArray(md.renamed) ? md.renamed.filter(isRecord).map((r) => `${quoted(r.from)} to ${quoted(r.to)}`) : [];
    const parts = [
      labels("added").length ? `added ${list(labels("added"))}` : null,
      renamed.length ? `renamed ${list(renamed)}` : null,
      labels("archived").length ? `archived ${list(labels("archived"))}` : null,
      labels("restored").length ? `restored ${list(labels("restored"))}` : null,
      labels("removed").length ? `removed ${list(labels("removed"))}` : null,
    ].filter((part): part is string => part !== null);
    return `${actor} changed the rejection reasons${parts.length ? `: ${parts.join("; ")}` : ""}`;
  },

  "stage.created": ({ actor, md }) => `${actor} added the stage ${quoted(md.name ?? md.targetLabel)} to ${text(md.job) ?? "a job"}`,
  "stage.deleted": ({ actor, md }) => {
    const moved = typeof md.movedApplications === "number" && md.movedApplications > 0 ? `, moving ${count(md.movedApplications, "application")} to ${quoted(md.moveToStage)}` : "";
    return `${actor} deleted the stage ${quoted(md.name ?? md.targetLabel)} of ${text(md.job) ?? "a job"}${moved}`;
  },
  "stage.renamed": ({ actor, md }) => {
    const before = isRecord(md.before) ? md.before.name : undefined;
    const after = isRecord(md.after) ? md.after.name : md.targetLabel;
    return `${actor} renamed the stage ${quoted(before)} to ${quoted(after)}${md.job ? ` (${md.job})` : ""}`;
  },
  "stage.reordered": ({ actor, md }) => {
    const order = isRecord(md.order) && Array.isArray(md.order.after) ? md.order.after.map(String) : [];
    return `${actor} reordered the stages of ${text(md.targetLabel) ?? "a job"}${order.length ? `: ${order.join(" → ")}` : ""}`;
  },

  "user.created": ({ actor, md }) => `${actor} created the account ${text(md.email) ?? ""} as ${role(md.role)}`,

  "webhook.created": ({ actor, md }) => `${actor} added a webhook to ${text(md.url) ?? "an endpoint"} for ${events(md.events)}`,
  "webhook.deleted": ({ actor, md }) => `${actor} deleted the webhook to ${text(md.url) ?? "an endpoint"}`,
  "webhook.delivery_retried": ({ actor, md }) => `${actor} retried delivering the ${text(md.eventType) ?? "webhook"} event`,
  "webhook.disabled": ({ md }) => `The webhook to ${text(md.url) ?? "an endpoint"} was turned off after 3 days of failed deliveries`,
  "webhook.test_sent": ({ actor }) => `${actor} sent a test event to a webhook`,
  "webhook.updated": ({ actor, md }) => withChanges(`${actor} changed a webhook`, md.before, md.after),

  // a member's own CalDAV calendar (docs/decisions/380): the server's host and the calendar's name, no credentials
  "calendar.connected": ({ actor, md }) => `${actor} connected ${md.replaced === true ? "another" : "their"} calendar${calendarOf(md)}`,
  "calendar.disconnected": ({ actor, md }) => `${actor} disconnected their calendar${calendarOf(md)}`,
  "approval_chain.replaced": ({ actor, md }) => {
    const what = md.kind === "job" ? "opening jobs" : "offers";
    return typeof md.afterSteps === "number" && md.afterSteps === 0
      ? `${actor} turned off approvals for ${what}`
      : `${actor} set the approval chain for ${what} (${count(md.afterSteps, "step")})`;
  },
  "offer.created": ({ actor, md }) => `${actor} drafted an offer for ${offerFor(md)}${salaryText(md.salary)}`,
  "offer.updated": ({ actor, md }) => {
    const before = isRecord(md.before) ? md.before : {};
    const after = isRecord(md.after) ? md.after : {};
    const salary = "salary" in after ? ` from ${salaryText(before.salary).slice(2)} to ${salaryText(after.salary).slice(2)}` : "";
    const others = Object.keys(after).filter((k) => k !== "salary").map((k) => OFFER_FIELDS[k] ?? k);
    const parts = [salary ? `the salary${salary}` : null, others.length ? list(others) : null].filter(Boolean);
    return `${actor} changed ${parts.join(" and ") || "the terms"} of the offer for ${offerFor(md)}`;
  },
  "offer.submitted": ({ actor, md }) => `${actor} submitted the offer for ${offerFor(md)} for approval`,
  "offer.approval_given": ({ actor, md }) => `${actor} approved the offer for ${offerFor(md)}${text(md.comment) ? ` — “${text(md.comment)}”` : ""}`,
  "offer.approval_refused": ({ actor, md }) => `${actor} rejected the offer for ${offerFor(md)}; it is a draft again${text(md.comment) ? ` — “${text(md.comment)}”` : ""}`,
  "offer.approved": ({ md }) => `The offer for ${offerFor(md)} passed its approval chain`,
  "offer.approvals_reset": ({ md }) => `The offer for ${offerFor(md)} changed, so its approvals start again${typeof md.approvalsGiven === "number" && md.approvalsGiven > 0 ? ` (${count(md.approvalsGiven, "approval")} given no longer count)` : ""}`,
  "offer.approver_left": ({ actor, md }) => `${text(md.approver) ?? "A member"} left the team before deciding on the offer for ${offerFor(md)}; ${actor}'s change takes them out of its approval chain`,
  "offer.withdrawn": ({ actor, md }) => `${actor} withdrew the offer for ${offerFor(md)}`,
  "offer.sent": ({ actor, md }) => `${actor} sent the offer to ${offerFor(md)}`,
  "offer.accepted": ({ md }) => `${application(md).candidate} accepted the offer${inJob(application(md).job)}, signing as ${quoted(md.signatureName)}`,
  "offer.declined": ({ md }) => `${application(md).candidate} declined the offer${inJob(application(md).job)}${text(md.reason) ? ` — “${text(md.reason)}”` : ""}`,
  "offer.expired": ({ md }) => `The offer for ${offerFor(md)} expired without an answer`,
  "offer_letter.created": ({ actor, md }) => `${actor} created the offer letter ${quoted(md.targetLabel)}`,
  "offer_letter.updated": ({ actor, md }) => {
    const before = isRecord(md.before) ? text(md.before.name) : null;
    const after = isRecord(md.after) ? text(md.after.name) : null;
    return before && after && before !== after ? `${actor} renamed the offer letter ${quoted(before)} to ${quoted(after)} and saved it` : `${actor} changed the offer letter ${quoted(md.targetLabel)}`;
  },
  "offer_letter.deleted": ({ actor, md }) => `${actor} deleted the offer letter ${quoted(md.targetLabel)}`,
  "job.approval_requested": ({ md }) => `The job ${quoted(md.targetLabel)} waits for approval before it opens`,
  "job.approval_given": ({ actor, md }) => `${actor} approved the job ${quoted(md.targetLabel)}${text(md.comment) ? ` — “${text(md.comment)}”` : ""}`,
  "job.approval_refused": ({ actor, md }) => `${actor} rejected the job ${quoted(md.targetLabel)}${text(md.comment) ? ` — “${text(md.comment)}”` : ""}`,
  "job.approved": ({ md }) => `The job ${quoted(md.targetLabel)} passed its approval chain and may open`,
  "job.approval_rejected": ({ md }) => `The job ${quoted(md.targetLabel)} was not approved; it cannot open`,
  "job.approver_left": ({ actor, md }) => `${text(md.approver) ?? "A member"} left the team before deciding on the job ${quoted(md.targetLabel)}; ${actor}'s change takes them out of its approval chain`,
  // interviews (issue 24, docs/decisions/370), on the application they are for
  "interview.scheduled": ({ actor, md, moment }) => {
    const { candidate, job } = application(md);
    return `${actor} scheduled ${quoted(md.title)} with ${candidate}${inJob(job)} for ${moment(md.startsAt)}${interviewerList(md)}`;
  },
  "interview.rescheduled": ({ actor, md, moment }) => {
    const { candidate, job } = application(md);
    const from = md.previousStartsAt && md.previousStartsAt !== md.startsAt ? ` from ${moment(md.previousStartsAt)}` : "";
    return `${actor} rescheduled ${quoted(md.title)} with ${candidate}${inJob(job)}${from} to ${moment(md.startsAt)}${interviewerList(md)}`;
  },
  "interview.updated": ({ actor, md }) => {
    const { candidate, job } = application(md);
    return `${actor} changed the details of ${quoted(md.title)} with ${candidate}${inJob(job)}`;
  },
  "interview.link_created": ({ actor, md, moment }) => {
    const { candidate, job } = application(md);
    return `${actor} sent ${candidate}${inJob(job)} a link to pick an interview time, valid until ${moment(md.expiresAt)}`;
  },
  "interview.cancelled": ({ actor, md, moment }) => {
    const { candidate, job } = application(md);
    return `${actor} cancelled ${quoted(md.title)} with ${candidate}${inJob(job)} of ${moment(md.startsAt)}`;
  },

  // message templates (decision 405)
  "message_template.created": ({ actor, md }) => `${actor} created the message template ${quoted(md.targetLabel)}`,
  "message_template.updated": ({ actor, md }) => {
    const before = isRecord(md.before) ? md.before : {};
    const after = isRecord(md.after) ? md.after : {};
    const wording = Array.isArray(md.changed) ? md.changed.filter((f) => f === "subject" || f === "body") : [];
    const renamed = before.name !== undefined && before.name !== after.name ? `renamed the message template ${quoted(before.name)} to ${quoted(after.name)}` : null;
    const reworded = wording.length === 0 ? null : `changed ${renamed ? "its" : "the"} ${list(wording as string[])}${renamed ? "" : ` of the message template ${quoted(md.targetLabel)}`}`;
    return `${actor} ${[renamed, reworded].filter(Boolean).join(" and ")}`;
  },
  "message_template.deleted": ({ actor, md }) => `${actor} deleted the message template ${quoted(md.targetLabel)}`,
};

function calendarOf(md: Metadata): string {
  const name = text(md.calendarName);
  const host = text(md.host);
  return `${name ? ` ${quoted(name)}` : ""}${host ? ` on ${host}` : ""}`;
}

function interviewerList(md: Metadata): string {
  const names = Array.isArray(md.interviewers) ? md.interviewers.map((n) => text(n)).filter((n): n is string => n !== null) : [];
  return names.length ? ` (interviewers: ${list(names)})` : "";
}

function jobTitle(md: Metadata): string {
  return text(md.title) ?? text(md.targetLabel) ?? "(untitled)";
}

const OFFER_FIELDS: Record<string, string> = { startDate: "the start date", expiresAt: "the expiry", employmentType: "the employment type", terms: "the terms", letterTemplateId: "the letter" };
const PERIOD_WORDS: Record<string, string> = { year: "a year", month: "a month", week: "a week", day: "a day", hour: "an hour" };

// "Quinn Jensen (Senior Backend Engineer)"
function offerFor(md: Metadata): string {
  const { candidate, job } = application(md);
  return `${candidate}${inJob(job)}`;
}

// ": EUR 85,000 a year" (en-US digits: the sentence is English)
function salaryText(value: unknown): string {
  if (!isRecord(value) || typeof value.amount !== "number") return "";
  return `: ${text(value.currency) ?? ""} ${value.amount.toLocaleString("en-US")} ${PERIOD_WORDS[String(value.period)] ?? ""}`.trimEnd();
}

function events(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) return "no events";
  if (value.includes("*")) return "every event";
  return list(value.map(String));
}

const SCORE_WORDS: Record<number, string> = { 1: "strong no", 2: "no", 3: "yes", 4: "strong yes" };

// "… — overall: Yes; Clarity: 3 (yes), Coding: 4 (strong yes)": scores by criterion name (entries
// written before ratings carried names leave theirs out rather than show an id)
function feedbackSentence(actor: string, md: Metadata, verb: string): string {
  const { candidate, job } = application(md);
  const after = isRecord(md.after) ? md.after : {};
  const recommendation = RECOMMENDATION_LABELS[String(after.recommendation)];
  const scores = (Array.isArray(after.ratings) ? after.ratings : [])
    .filter((r): r is Metadata => isRecord(r) && typeof r.criterion === "string" && typeof r.score === "number")
    .map((r) => `${r.criterion}: ${r.score}${SCORE_WORDS[r.score as number] ? ` (${SCORE_WORDS[r.score as number]})` : ""}`);
  const details = [recommendation ? `overall: ${recommendation}` : null, scores.length ? scores.join(", ") : null].filter(Boolean);
  return `${actor} ${verb} ${candidate}${inJob(job)}${details.length ? ` — ${details.join("; ")}` : ""}`;
}

function memberStatusSentence(actor: string, md: Metadata, verb: string, undo: boolean): string {
  const name = text(md.name) ?? text(md.email) ?? "a member";
  const before = isRecord(md.before) ? md.before : {};
  const after = isRecord(md.after) ? md.after : {};
  const roleChange = "role" in after ? ` and changed their role from ${role(before.role)} to ${role(after.role)}` : "";
  return `${actor} ${verb} ${name}${roleChange}${undo ? " (undo)" : ""}`;
}

// Entries of actions written after this file: the action in words and what it is about.
function fallback({ actor, md, undo, log }: Parts): string {
  const label = text(md.targetLabel);
  const what = actionLabel(log.action);
  return `${actor} ${what.charAt(0).toLowerCase()}${what.slice(1)}${label ? `: ${label}` : ""}${undo ? " (undo)" : ""}`;
}

export function auditSentence(log: AuditSentenceEntry, options: SentenceOptions = {}): string {
  const md = isRecord(log.metadata) ? log.metadata : {};
  const format = new Intl.DateTimeFormat(options.locale, { dateStyle: "medium", timeStyle: "short", timeZone: options.timeZone });
  const moment = (value: unknown) => {
    const date = typeof value === "string" ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? format.format(date) : "an unknown time";
  };
  const parts: Parts = { actor: log.actorName, md, undo: md.undo === true, moment, log };
  const describe = SENTENCES[log.action];
  return (describe ? describe(parts) : null) ?? fallback(parts);
}

// Every action this file has a sentence for (the unit tests hold one example of each).
export const DESCRIBED_ACTIONS = Object.keys(SENTENCES);
