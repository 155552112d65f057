import { isAuditAction, type AuditAction } from "@/lib/audit/actions";
import type { RecruiterT } from "@/lib/i18n/recruiter-t";
import { fieldValue, isRecord, withChanges } from "./changes";
import { actionLabel } from "./describe";

// An audit entry as one sentence a person reads (docs/decisions/287): "Dana Reyes changed Sam Lee's
// role from Interviewer to Hiring manager". Ids, counters and hashes stay out; moments read in the
// viewer's locale and time zone; a change made by an Undo (metadata `undo: true`) reads as undo.
// The words are Recruiter.Audit.Sentence (docs/decisions/430): a sentence per action and case, its
// optional clauses (the job, a reason, a comment) messages of their own placed by an argument.

export type AuditSentenceEntry = { actorName: string; action: string; targetType: string; targetId: string; metadata: unknown };
// `locale` and `timeZone` undefined: the browser's own
export type SentenceOptions = { locale?: string; timeZone?: string };

type Metadata = Record<string, unknown>;
type Values = Record<string, string | number>;
type Describe = (entry: Parts) => string | null;
type Parts = { actor: string; md: Metadata; undo: boolean; moment: (value: unknown) => string; log: AuditSentenceEntry; w: Words };

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : typeof value === "number" ? String(value) : null;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map((n) => text(n)).filter((n): n is string => n !== null) : [];
}

const LOOK_FIELDS = new Set(["logoUrl", "accentColor"]);
const SIGN_IN_FIELDS = new Set(["requireTwoFactor", "sessionLifetimeHours"]);

function changedFields(md: Metadata): string[] {
  const before = isRecord(md.before) ? md.before : {};
  const after = isRecord(md.after) ? md.after : {};
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => before[key] !== after[key]);
}

// " on Firefox on Windows from 203.0.113.7": where a sign-in or session was, as far as it is known
function whereOf(md: Metadata, w: Words): string {
  const device = text(md.device);
  const address = text(md.address);
  return `${device ? w.s("member.onDevice", { device }) : ""}${address && address !== "unknown" ? w.s("member.fromAddress", { address }) : ""}`;
}

function lookAloneChanged(md: Metadata): boolean {
  return changedFields(md).every((key) => LOOK_FIELDS.has(key));
}

function signInAloneChanged(md: Metadata): boolean {
  const changed = changedFields(md);
  return changed.length > 0 && changed.every((key) => SIGN_IN_FIELDS.has(key));
}

// The pieces every sentence is made of, in the catalogue's words.
function wordsOf(t: RecruiterT) {
  const s = (key: string, values?: Values) => t(`Audit.Sentence.${key}`, values);
  const quoted = (value: unknown) => {
    const v = text(value);
    return v === null ? "" : s("quoted", { text: v });
  };
  const role = (value: unknown) => {
    const v = text(value);
    if (v === null) return s("noRole");
    return /^\w+$/.test(v) && t.has(`Labels.role.${v}`) ? t(`Labels.role.${v}`) : v.replace(/_/g, " ");
  };
  const possessive = (name: string) => s(/s$/i.test(name) ? "possessiveS" : "possessive", { name });
  const list = (items: string[]) => (items.length <= 1 ? items.join("") : s("list", { head: items.slice(0, -1).join(s("listSeparator")), last: items.at(-1)! }));
  const inJob = (job: string | null) => (job ? s("inJob", { job }) : "");
  const count = (n: unknown) => (typeof n === "number" ? n : 0);
  // "Quinn Jensen (Senior Backend Engineer)" → the candidate and the job; the name ends at the first
  // " (", so a job title may hold parentheses of its own.
  const application = (md: Metadata): { candidate: string; job: string | null } => {
    const label = text(md.targetLabel) ?? "";
    const match = /^(.+?) \((.+)\)$/.exec(label);
    if (match) return { candidate: match[1], job: match[2] };
    return { candidate: text(md.candidate) ?? (label || s("aCandidate")), job: text(md.job) };
  };
  // the colleagues a review request names, as a list in words
  const reviewers = (md: Metadata) => {
    const names = Array.isArray(md.reviewers) ? md.reviewers.map((r) => (isRecord(r) ? text(r.name) : null)).filter((n): n is string => n !== null) : [];
    return list(names) || s("aColleague");
  };
  // "“Right to work” = No", from a knockout entry's rule
  const knockoutRule = (md: Metadata) => {
    const rule = isRecord(md.rule) ? md.rule : {};
    return s("knockoutRule", { label: quoted(rule.label), answer: text(rule.answer) ?? "?" });
  };
  const comment = (value: unknown) => (text(value) ? s("comment", { comment: text(value)! }) : "");
  const undoMark = (sentence: string, undo: boolean) => (undo ? s("undoMark", { sentence }) : sentence);
  const jobOr = (value: unknown) => text(value) ?? s("aJob");
  return { t, s, quoted, role, possessive, list, inJob, count, application, reviewers, knockoutRule, comment, undoMark, jobOr };
}
type Words = ReturnType<typeof wordsOf>;

// one per catalogued action: an action without its sentence does not compile
const SENTENCES: Record<AuditAction, Describe> = {
  "api_key.created": ({ actor, md, w }) => w.s("api_key.created", { actor, name: w.quoted(md.name) || w.s("unnamed") }),
  "api_key.revoked": ({ actor, w }) => w.s("api_key.revoked", { actor }),

  "application.created": ({ actor, md, w }) => {
    const { candidate, job } = w.application(md);
    if (md.source === "sourced") return w.s("application.sourced", { actor, candidate, job: w.jobOr(job) });
    if (md.source === "careers") return w.s("application.appliedOnSite", { candidate, job: w.jobOr(job) });
    // an application sent by e-mail to the job's intake address (docs/decisions/498)
    if (md.source === "email") return w.s("application.appliedByEmail", { candidate, job: w.jobOr(job) });
    // read from a résumé file of a bulk upload (docs/decisions/502)
    if (md.source === "upload") return w.s("application.fromUpload", { actor, candidate, job: w.jobOr(job) });
    // started by a member's referral (docs/decisions/501)
    if (md.source === "referral") return w.s("application.referred", { actor, candidate, job: w.jobOr(job) });
    // submitted by an agency's recruiter (docs/decisions/504)
    if (md.source === "agency") return w.s("application.submittedByAgency", { actor, candidate, job: w.jobOr(job), agency: text(md.agency) ?? w.s("someone") });
    return w.s("application.applied", { candidate, job: w.jobOr(job) });
  },
  "application.moved": ({ actor, md, undo, w }) => {
    const { candidate, job } = w.application(md);
    const from = text(md.fromStage);
    const to = text(md.toStage) ?? w.s("anotherStage");
    if (undo) return w.s("application.movedUndo", { actor, candidate, from: from ?? w.s("aStage"), to, inJob: w.inJob(job) });
    const reason = md.reason === "stage deleted" ? w.s("application.stageDeleted") : "";
    return w.s("application.moved", { actor, candidate, to, inJob: w.inJob(job), from: from ? w.s("application.movedFrom", { from }) : "", reason });
  },
  "application.source_changed": ({ actor, md, w }) => {
    const { candidate, job } = w.application(md);
    const to = text(md.to);
    return to ? w.s("application.sourceSet", { actor, candidate, inJob: w.inJob(job), to }) : w.s("application.sourceCleared", { actor, candidate, inJob: w.inJob(job) });
  },
  "application.status_changed": ({ actor, md, undo, w }) => {
    const { candidate, job } = w.application(md);
    const reason = text(md.rejectionReason);
    const inJob = w.inJob(job);
    if (undo && md.to === "active") return w.s("application.statusUndone", { actor, from: md.from === "rejected" || md.from === "hired" ? md.from : "other", candidate, inJob });
    switch (md.to) {
      case "rejected":
        return w.undoMark(w.s("application.rejected", { actor, candidate, inJob, reason: reason ? w.s("application.rejectionReason", { reason }) : "" }), undo);
      case "hired":
        return w.undoMark(w.s("application.hired", { actor, candidate, inJob }), undo);
      case "active":
        return w.undoMark(w.s("application.reopened", { actor, candidate: w.possessive(candidate), inJob }), undo);
      case "withdrawn":
        return w.undoMark(w.s("application.markedWithdrawn", { actor, candidate: w.possessive(candidate), inJob }), undo);
      default:
        return null;
    }
  },
  "application.withdrawal_requested": ({ md, moment, w }) => {
    const { candidate, job } = w.application(md);
    return w.s("application.withdrawalRequested", { candidate: w.possessive(candidate), inJob: w.inJob(job), moment: moment(md.expiresAt) });
  },
  // knockout rules (decision 331): what an answer matched, and a person stopping the rule
  "application.knockout_matched": ({ md, moment, w }) => {
    const { candidate, job } = w.application(md);
    const when = md.dueAt ? w.s("application.atMoment", { moment: moment(md.dueAt) }) : w.s("application.soon");
    return w.s("application.knockoutMatched", { candidate: w.possessive(candidate), rule: w.knockoutRule(md), inJob: w.inJob(job), when });
  },
  "application.knockout_flagged": ({ md, w }) => {
    const { candidate, job } = w.application(md);
    return w.s("application.knockoutFlagged", { candidate: w.possessive(candidate), rule: w.knockoutRule(md), inJob: w.inJob(job) });
  },
  "application.knockout_cancelled": ({ actor, md, w }) => {
    const { candidate, job } = w.application(md);
    return w.s("application.knockoutCancelled", { actor, rule: w.knockoutRule(md), candidate, inJob: w.inJob(job) });
  },
  "application.withdrawn": ({ md, w }) => {
    const { candidate, job } = w.application(md);
    return w.s(md.via === "application_page" ? "application.withdrawnFromPage" : "application.withdrawn", { candidate, inJob: w.inJob(job) });
  },
  // the candidate's application page (docs/decisions/493): fresh links asked for, documents asked and sent
  "application.link_requested": ({ md, w }) => {
    const { candidate, job } = w.application(md);
    return w.s("application.linkRequested", { candidate: w.possessive(candidate), inJob: w.inJob(job) });
  },
  "candidate.privacy_requested": ({ md, w }) =>
    w.s(md.kind === "erasure" ? "candidate.erasureRequested" : "candidate.exportRequested", { candidate: text(md.targetLabel) ?? w.s("aCandidateCapital"), inJob: w.inJob(text(md.job)) }),
  "document.requested": ({ actor, md, w }) => {
    const { candidate, job } = w.application(md);
    return w.s("document.requested", { actor, candidate, label: w.quoted(md.label), inJob: w.inJob(job) });
  },
  "document.uploaded": ({ md, w }) => {
    const { candidate, job } = w.application(md);
    return w.s("document.uploaded", { candidate, label: w.quoted(md.label), inJob: w.inJob(job) });
  },

  "candidate.erased": ({ actor, md, w }) => {
    const kept = typeof md.applications === "number" && md.applications > 0 ? w.s("candidate.kept", { count: md.applications }) : "";
    return md.source === "retention" ? w.s("candidate.erasedByPolicy", { kept }) : w.s("candidate.erased", { actor, kept });
  },
  "candidate.exported": ({ actor, w }) => w.s("candidate.exported", { actor }),
  "candidate.merged": ({ actor, md, undo, w }) => {
    const survivor = text(md.targetLabel) ?? w.s("aCandidate");
    const other = text(md.merged) ?? w.s("anotherRecord");
    if (undo) return w.s("candidate.mergedUndo", { actor, other, survivor });
    return w.s("candidate.merged", { actor, other, survivor, count: w.count(md.applications) });
  },
  "candidate.tags_changed": ({ actor, md, undo, w }) => {
    const tags = (value: unknown) => (Array.isArray(value) ? value.map(w.quoted).filter(Boolean) : []);
    const added = tags(md.added);
    const removed = tags(md.removed);
    const who = text(md.targetLabel) ?? w.s("aCandidate");
    const respelled = Array.isArray(md.respelled) ? md.respelled.filter(isRecord).map((r) => w.s("candidate.respelledOne", { from: w.quoted(r.from), to: w.quoted(r.to) })) : [];
    const parts = [
      added.length ? w.s("candidate.tagged", { who, tags: w.list(added) }) : null,
      removed.length ? w.s(added.length ? "candidate.removedTags" : "candidate.removedTagsFrom", { count: removed.length, tags: w.list(removed), who }) : null,
      respelled.length ? w.s("candidate.respelled", { list: w.list(respelled) }) : null,
    ].filter((part): part is string => part !== null);
    // an Undo of the board's bulk tagging takes back one kind of change: say which it took back
    if (undo && removed.length && !added.length) return w.s("candidate.untagged", { actor, who, tags: w.list(removed) });
    if (undo && added.length && !removed.length) return w.s("candidate.untaggedRemoval", { actor, count: added.length, tags: w.list(added), who });
    return w.undoMark(w.s("actorDid", { actor, what: w.list(parts) || w.s("candidate.changedTags", { who }) }), undo);
  },

  "criterion.created": ({ actor, md, w }) => w.s("criterion.created", { actor, name: w.quoted(md.name ?? md.targetLabel), job: w.jobOr(md.job) }),
  "criterion.archived": ({ actor, md, w }) => w.s("criterion.archived", { actor, name: w.quoted(md.name ?? md.targetLabel), job: w.jobOr(md.job), count: w.count(md.scores) }),
  "criterion.deleted": ({ actor, md, w }) => w.s("criterion.deleted", { actor, name: w.quoted(md.name ?? md.targetLabel), job: w.jobOr(md.job) }),

  "interview_plan.updated": ({ actor, md, w }) => w.s("interview_plan.updated", { actor, job: w.jobOr(md.job ?? md.targetLabel), count: w.count(md.interviews) }),
  "interview_plan.applied": ({ actor, md, w }) => {
    const job = w.jobOr(md.job ?? md.targetLabel);
    const skipped = strings(md.skippedStages).map(w.quoted);
    const source = text(md.template) ? w.s("interview_plan.fromTemplate", { name: w.quoted(md.template) }) : w.s("interview_plan.fromJob", { job: w.jobOr(md.fromJob) });
    const sentence = w.s("interview_plan.applied", { actor, job, source, count: w.count(md.interviews) });
    return skipped.length ? w.s("interview_plan.appliedSkipping", { sentence, stages: w.list(skipped) }) : sentence;
  },
  "interview_plan_template.created": ({ actor, md, w }) => w.s("interview_plan_template.created", { actor, name: w.quoted(md.name ?? md.targetLabel), job: w.jobOr(md.job) }),
  "interview_plan_template.deleted": ({ actor, md, w }) => w.s("interview_plan_template.deleted", { actor, name: w.quoted(md.name ?? md.targetLabel) }),

  "feedback.submitted": ({ actor, md, w }) => feedbackSentence(actor, md, "feedback.submitted", w),
  "feedback.updated": ({ actor, md, w }) => feedbackSentence(actor, md, "feedback.updated", w),

  // decision 486: a scorecard per interview (its notes are never in the log) and the debrief's decision
  "interview_scorecard.submitted": ({ actor, md, w }) => {
    const { candidate, job } = w.application(md);
    const recommendation = typeof md.recommendation === "string" && /^\w+$/.test(md.recommendation) && w.t.has(`Labels.recommendation.${md.recommendation}`) ? w.t(`Labels.recommendation.${md.recommendation}`) : null;
    return w.s(md.updated === true ? "interviewScorecard.updated" : "interviewScorecard.submitted", {
      actor,
      title: w.quoted(md.title),
      candidate,
      inJob: w.inJob(job),
      overall: recommendation ? w.s("interviewScorecard.overall", { recommendation }) : "",
    });
  },
  "debrief.decided": ({ actor, md, w }) => {
    const { candidate, job } = w.application(md);
    const values = { actor, candidate, inJob: w.inJob(job) };
    if (md.decision === "advance") return w.s("debrief.advanced", { ...values, stage: text(md.toStage) ?? w.s("debrief.nextStage") });
    if (md.decision === "reject") return w.s("debrief.rejected", { ...values, reason: text(md.rejectionReason) ? w.s("debrief.reason", { reason: String(md.rejectionReason) }) : "" });
    return w.s("debrief.held", values);
  },

  "invitation.accepted": ({ actor, md, w }) => w.s(md.restored === true ? "invitation.acceptedRestored" : "invitation.accepted", { actor, role: w.role(md.role) }),
  "invitation.created": ({ actor, md, moment, w }) =>
    w.s("invitation.created", {
      actor,
      email: text(md.email) ?? w.s("someone"),
      role: w.role(md.role),
      expires: md.expiresAt ? w.s("invitation.expires", { moment: moment(md.expiresAt) }) : "",
      replacing: typeof md.replaced === "number" && md.replaced > 0 ? w.s("invitation.replacing") : "",
    }),
  "invitation.resent": ({ actor, md, moment, w }) =>
    w.s("invitation.resent", { actor, email: text(md.email) ?? w.s("someone"), role: w.role(md.role), expires: md.expiresAt ? w.s("invitation.nowExpires", { moment: moment(md.expiresAt) }) : "" }),
  "invitation.revoked": ({ actor, md, w }) => w.s("invitation.revoked", { actor, email: text(md.email) ?? w.s("someone"), role: w.role(md.role) }),

  "job.created": ({ actor, md, w }) => w.s("job.created", { actor, title: jobTitle(md, w), status: fieldValue("status", md.status ?? "draft", w.t) }),
  "job.deleted": ({ actor, md, w }) => w.s("job.deleted", { actor, title: jobTitle(md, w) }),
  "job.updated": ({ actor, md, w }) => withChanges(w.s("job.updated", { actor, title: jobTitle(md, w) }), md.before, md.after, w.t),
  "job.questions_updated": ({ actor, md, w }) => {
    const labels = (key: string) => (Array.isArray(md[key]) ? md[key].map((label) => w.quoted(label)) : []);
    const parts = [
      labels("added").length ? w.s("job.added", { list: w.list(labels("added")) }) : null,
      labels("changed").length ? w.s("job.changed", { list: w.list(labels("changed")) }) : null,
      labels("removed").length ? w.s("job.removed", { list: w.list(labels("removed")) }) : null,
      md.reordered ? w.s("job.reordered") : null,
    ].filter((part): part is string => part !== null);
    return w.s("job.questionsUpdated", {
      actor,
      title: jobTitle(md, w),
      parts: parts.length ? w.s("colonParts", { parts: parts.join(w.t("Audit.Changes.separator")) }) : "",
      from: text(md.fromSet) ? w.s("job.fromSet", { set: w.quoted(md.fromSet) }) : "",
    });
  },
  "question_set.created": ({ actor, md, w }) => w.s("question_set.created", { actor, name: w.quoted(md.name ?? md.targetLabel) }),
  "question_set.deleted": ({ actor, md, w }) => w.s("question_set.deleted", { actor, name: w.quoted(md.name ?? md.targetLabel) }),

  "member.role_changed": ({ actor, md, undo, w }) => {
    const name = text(md.name) ?? text(md.email) ?? w.s("aMember");
    const from = w.role(isRecord(md.before) ? md.before.role : undefined);
    const to = w.role(isRecord(md.after) ? md.after.role : undefined);
    if (undo) return w.s("member.roleUndone", { actor, name, from, to });
    return w.s("member.roleChanged", { actor, name: w.possessive(name), from, to });
  },
  "member.deactivated": ({ actor, md, undo, w }) => memberStatusSentence(actor, md, "member.deactivated", undo, w),
  "member.reactivated": ({ actor, md, undo, w }) => memberStatusSentence(actor, md, "member.reactivated", undo, w),
  // a weekly interview limit for panel days (decision 486)
  "member.interview_limit_changed": ({ actor, md, w }) => {
    const name = w.possessive(text(md.name) ?? text(md.email) ?? w.s("aMember"));
    const limit = isRecord(md.after) && typeof md.after.weeklyInterviewLimit === "number" ? md.after.weeklyInterviewLimit : null;
    return limit === null ? w.s("member.interviewLimitRemoved", { actor, name }) : w.s("member.interviewLimitSet", { actor, name, limit });
  },
  // sign-in security (docs/decisions/490)
  "member.signed_in": ({ actor, md, w }) => w.s(md.method === "sso" ? "member.signedInSso" : "member.signedInPassword", { actor, where: whereOf(md, w) }),
  "member.sign_in_failed": ({ md, w }) =>
    w.s(md.reason === "code" ? "member.signInFailedCode" : "member.signInFailedPassword", { name: text(md.name) ?? w.s("aMember"), where: whereOf(md, w) }),
  "member.two_factor_enabled": ({ actor, w }) => w.s("member.twoFactorEnabled", { actor }),
  "member.two_factor_disabled": ({ actor, md, w }) => w.s("member.twoFactorDisabled", { actor, withRecovery: md.withRecoveryCode === true ? w.s("member.withRecoveryCode") : "" }),
  "member.recovery_code_used": ({ actor, md, w }) => w.s("member.recoveryCodeUsed", { actor, count: w.count(md.remaining), n: String(w.count(md.remaining)) }),
  "member.signed_out_everywhere": ({ actor, md, w }) =>
    w.s("member.signedOutEverywhere", { actor, name: text(md.name) ?? text(md.email) ?? w.s("aMember"), count: w.count(md.sessions), n: String(w.count(md.sessions)) }),
  "session.signed_out": ({ actor, md, w }) => w.s(md.current === true ? "session.signedOutCurrent" : "session.signedOut", { actor, where: whereOf(md, w) }),
  "member.removed": ({ actor, md, w }) => {
    const name = text(md.name) ?? text(md.email) ?? w.s("aMember");
    const also = [
      typeof md.revokedKeys === "number" && md.revokedKeys > 0 ? w.s("member.keysRevoked", { count: md.revokedKeys }) : null,
      typeof md.withdrawnReviews === "number" && md.withdrawnReviews > 0 ? w.s("member.reviewsWithdrawn", { count: md.withdrawnReviews }) : null,
    ].filter((part): part is string => part !== null);
    return w.s("member.removed", { actor, name, role: w.role(md.role), also: also.length ? w.s("member.also", { list: w.list(also) }) : "" });
  },

  "note.created": ({ actor, md, w }) => w.s("note.created", { actor, who: text(md.targetLabel) ?? w.s("aCandidate") }),

  // one action for the careers page's look and its privacy and survey switches: the sentence names
  // the branding only when the look alone changed
  "organization.branding_updated": ({ actor, md, w }) =>
    withChanges(w.s(signInAloneChanged(md) ? "organization.signInSettings" : lookAloneChanged(md) ? "organization.branding" : "organization.careersSettings", { actor }), md.before, md.after, w.t),
  "organization.created": ({ actor, md, w }) => w.s("organization.created", { actor, name: text(md.name) ?? "", at: md.slug ? w.s("organization.at", { slug: String(md.slug) }) : "" }),
  "organization.email_templates_updated": ({ actor, md, w }) => {
    const kind = (value: unknown) => {
      const key = `Audit.Sentence.organization.templateKinds.${String(value)}`;
      return /^\w+$/.test(String(value)) && w.t.has(key) ? w.t(key) : String(value).replace(/_/g, " ");
    };
    const kinds = Array.isArray(md.templates) ? md.templates.map(kind) : [];
    return w.s("organization.emailTemplates", { actor, kinds: w.list(kinds) || w.s("organization.candidateTemplate"), count: Math.max(kinds.length, 1) });
  },
  "organization.slug_updated": ({ actor, md, w }) => {
    const before = isRecord(md.before) ? text(md.before.slug) : null;
    const after = isRecord(md.after) ? text(md.after.slug) : null;
    return w.s("organization.slugUpdated", { actor, from: before ?? "?", to: after ?? "?" });
  },

  // conversations with candidates (decision 400)
  "message.sent": ({ actor, md, w }) => w.s("message.sent", { actor, who: text(md.targetLabel) ?? w.s("aCandidate"), about: about(md, w), subject: w.quoted(md.subject) }),
  "message.received": ({ md, w }) => w.s("message.received", { who: text(md.targetLabel) ?? w.s("aCandidateCapital"), about: about(md, w), subject: w.quoted(md.subject) }),
  "message.scheduled": ({ actor, md, moment, w }) =>
    w.s("message.scheduled", { actor, who: text(md.targetLabel) ?? w.s("aCandidate"), about: about(md, w), moment: moment(md.sendAt), subject: w.quoted(md.subject) }),

  "talent_pool.created": ({ actor, md, w }) => w.s("talent_pool.created", { actor, name: w.quoted(md.targetLabel) }),
  "talent_pool.updated": ({ actor, md, w }) => {
    const before = isRecord(md.before) ? md.before : {};
    const after = isRecord(md.after) ? md.after : {};
    if (before.name !== after.name) return w.s("talent_pool.renamed", { actor, from: w.quoted(before.name), to: w.quoted(after.name) });
    return w.s("talent_pool.described", { actor, name: w.quoted(md.targetLabel) });
  },
  "talent_pool.deleted": ({ actor, md, w }) => w.s("talent_pool.deleted", { actor, name: w.quoted(md.targetLabel), count: w.count(md.candidates) }),
  "talent_pool.candidates_added": ({ actor, md, w }) => {
    const names = strings(md.candidates);
    const who = names.length > 0 && names.length <= 3 ? w.list(names) : w.s("people", { count: names.length });
    return w.s("talent_pool.candidatesAdded", { actor, who, name: w.quoted(md.targetLabel) });
  },
  "talent_pool.candidate_removed": ({ actor, md, w }) => w.s("talent_pool.candidateRemoved", { actor, who: text(md.candidate) ?? w.s("aCandidate"), name: w.quoted(md.targetLabel) }),

  "review.requested": ({ actor, md, w }) => {
    const { candidate, job } = w.application(md);
    return w.s("review.requested", { actor, who: w.reviewers(md), candidate, inJob: w.inJob(job) });
  },
  "review.cancelled": ({ actor, md, undo, w }) => {
    const { candidate, job } = w.application(md);
    return w.s(undo ? "review.cancelledUndo" : "review.cancelled", { actor, who: w.reviewers(md), candidate, inJob: w.inJob(job) });
  },
  "organization.rejection_reasons_updated": ({ actor, md, w }) => {
    const labels = (key: string) => (Array.isArray(md[key]) ? md[key].map((label) => w.quoted(label)) : []);
    const renamed = Array.isArray(md.renamed) ? md.renamed.filter(isRecord).map((r) => w.s("organization.renamedOne", { from: w.quoted(r.from), to: w.quoted(r.to) })) : [];
    const parts = [
      labels("added").length ? w.s("organization.added", { list: w.list(labels("added")) }) : null,
      renamed.length ? w.s("organization.renamed", { list: w.list(renamed) }) : null,
      labels("archived").length ? w.s("organization.archived", { list: w.list(labels("archived")) }) : null,
      labels("restored").length ? w.s("organization.restored", { list: w.list(labels("restored")) }) : null,
      labels("removed").length ? w.s("organization.removed", { list: w.list(labels("removed")) }) : null,
    ].filter((part): part is string => part !== null);
    return w.s("organization.rejectionReasons", { actor, parts: parts.length ? w.s("colonParts", { parts: parts.join(w.t("Audit.Changes.separator")) }) : "" });
  },

  "stage.created": ({ actor, md, w }) => w.s("stage.created", { actor, name: w.quoted(md.name ?? md.targetLabel), job: w.jobOr(md.job) }),
  "stage.deleted": ({ actor, md, w }) => {
    const moved = typeof md.movedApplications === "number" && md.movedApplications > 0 ? w.s("stage.moved", { count: md.movedApplications, stage: w.quoted(md.moveToStage) }) : "";
    return w.s("stage.deleted", { actor, name: w.quoted(md.name ?? md.targetLabel), job: w.jobOr(md.job), moved });
  },
  "stage.renamed": ({ actor, md, w }) => {
    const before = isRecord(md.before) ? md.before.name : undefined;
    const after = isRecord(md.after) ? md.after.name : md.targetLabel;
    // only the candidates' wording of the stage changed (docs/decisions/493)
    if (before === after && isRecord(md.after) && "candidateLabel" in md.after) {
      const label = text(md.after.candidateLabel);
      return label
        ? w.s("stage.candidateLabelSet", { actor, name: w.quoted(after), label: w.quoted(label), inJob: w.inJob(text(md.job)) })
        : w.s("stage.candidateLabelCleared", { actor, name: w.quoted(after), inJob: w.inJob(text(md.job)) });
    }
    return w.s("stage.renamed", { actor, from: w.quoted(before), to: w.quoted(after), inJob: w.inJob(text(md.job)) });
  },
  "stage.reordered": ({ actor, md, w }) => {
    const order = isRecord(md.order) && Array.isArray(md.order.after) ? md.order.after.map(String) : [];
    return w.s("stage.reordered", { actor, job: w.jobOr(md.targetLabel), order: order.length ? w.s("stage.order", { order: order.join(w.s("stage.orderSeparator")) }) : "" });
  },

  "user.created": ({ actor, md, w }) => w.s("user.created", { actor, email: text(md.email) ?? "", role: w.role(md.role) }),

  "webhook.created": ({ actor, md, w }) => w.s("webhook.created", { actor, url: text(md.url) ?? w.s("anEndpoint"), events: events(md.events, w) }),
  "webhook.deleted": ({ actor, md, w }) => w.s("webhook.deleted", { actor, url: text(md.url) ?? w.s("anEndpoint") }),
  "webhook.delivery_retried": ({ actor, md, w }) => w.s("webhook.retried", { actor, event: text(md.eventType) ?? w.s("webhook.webhookEvent") }),
  "webhook.disabled": ({ md, w }) => w.s("webhook.disabled", { url: text(md.url) ?? w.s("anEndpoint") }),
  "webhook.test_sent": ({ actor, w }) => w.s("webhook.testSent", { actor }),
  "webhook.updated": ({ actor, md, w }) => withChanges(w.s("webhook.updated", { actor }), md.before, md.after, w.t),

  // a member's own CalDAV calendar (docs/decisions/380): the server's host and the calendar's name, no credentials
  "calendar.connected": ({ actor, md, w }) => w.s(md.replaced === true ? "calendar.connectedAnother" : "calendar.connected", { actor, ...calendarOf(md, w) }),
  "calendar.disconnected": ({ actor, md, w }) => w.s("calendar.disconnected", { actor, ...calendarOf(md, w) }),
  "notification_preferences.updated": ({ actor, w }) => w.s("notificationPreferences.updated", { actor }),
  "slack.connected": ({ actor, md, w }) => (text(md.teamName) ? w.s("slack.connectedTo", { actor, team: text(md.teamName)! }) : w.s("slack.connected", { actor })),
  "slack.disconnected": ({ actor, w }) => w.s("slack.disconnected", { actor }),
  // a channel rule names the event kind as the API does (application.created) and the job it is for, if one
  "slack.channel_rule_created": ({ actor, md, w }) =>
    text(md.job)
      ? w.s("slack.channelRuleCreatedForJob", { actor, event: text(md.event) ?? "", job: text(md.job)!, channel: text(md.channel) ?? "" })
      : w.s("slack.channelRuleCreated", { actor, event: text(md.event) ?? "", channel: text(md.channel) ?? "" }),
  "slack.channel_rule_deleted": ({ actor, md, w }) => w.s("slack.channelRuleDeleted", { actor, event: text(md.event) ?? "", channel: text(md.channel) ?? "" }),
  "teams.channel_added": ({ actor, md, w }) => w.s("teams.channelAdded", { actor, name: text(md.name) ?? "" }),
  "teams.channel_removed": ({ actor, md, w }) => w.s("teams.channelRemoved", { actor, name: text(md.name) ?? "" }),
  "bamboohr.connected": ({ actor, md, w }) => w.s("bamboohr.connected", { actor, company: text(md.companyDomain) ?? "" }),
  "bamboohr.disconnected": ({ actor, w }) => w.s("bamboohr.disconnected", { actor }),
  "analytics_credentials.created": ({ actor, md, w }) => w.s("analytics_credentials.created", { actor, user: text(md.user) ?? "" }),
  "analytics_credentials.revoked": ({ actor, md, w }) => w.s("analytics_credentials.revoked", { actor, user: text(md.user) ?? "" }),
  // SCIM provisioning (docs/decisions/497): the directory is the actor of what it pushed
  "scim.token_created": ({ actor, md, w }) => w.s(md.replaced === true ? "scim.tokenReplaced" : "scim.tokenCreated", { actor }),
  "scim.token_revoked": ({ actor, w }) => w.s("scim.tokenRevoked", { actor }),
  "scim.user_created": ({ actor, md, w }) => w.s(md.restored === true ? "scim.userRestored" : "scim.userCreated", { actor, name: text(md.name) ?? w.s("aMember"), email: text(md.email) ?? "" }),
  "scim.user_updated": ({ actor, md, w }) => w.s("scim.userUpdated", { actor, name: text(md.name) ?? w.s("aMember") }),
  "scim.user_deactivated": ({ actor, md, w }) => w.s("scim.userDeactivated", { actor, name: text(md.name) ?? w.s("aMember") }),
  "scim.user_reactivated": ({ actor, md, w }) => w.s("scim.userReactivated", { actor, name: text(md.name) ?? w.s("aMember") }),
  "scim.user_deleted": ({ actor, md, w }) => w.s("scim.userDeleted", { actor, name: text(md.name) ?? w.s("aMember") }),
  "scim.group_created": ({ actor, md, w }) => w.s("scim.groupCreated", { actor, group: text(md.displayName) ?? "" }),
  "scim.group_updated": ({ actor, md, w }) => w.s("scim.groupUpdated", { actor, group: text(md.displayName) ?? "", added: w.count(md.added), removed: w.count(md.removed) }),
  "scim.group_deleted": ({ actor, md, w }) => w.s("scim.groupDeleted", { actor, group: text(md.displayName) ?? "" }),
  "scim.group_role_set": ({ actor, md, w }) =>
    text(md.role) ? w.s("scim.groupRoleSet", { actor, group: text(md.displayName) ?? "", role: text(md.role)! }) : w.s("scim.groupRoleCleared", { actor, group: text(md.displayName) ?? "" }),
  // single sign-on per organization (docs/decisions/505): its connection, its newcomers and refusals
  "sso.connection_updated": ({ actor, md, w }) =>
    text(md.type) ? w.s(md.enforce === true ? "sso.connectionEnforced" : "sso.connectionUpdated", { actor, type: w.s(md.type === "saml" ? "sso.typeSaml" : "sso.typeOidc") }) : w.s("sso.connectionOff", { actor }),
  "sso.member_created": ({ md, w }) => w.s("sso.memberCreated", { name: text(md.name) ?? w.s("aMember"), role: text(md.role) ?? "" }),
  "sso.sign_in_refused": ({ md, w }) => w.s("sso.signInRefused", { reason: text(md.reason) ?? "" }),
  "new_hire.exported": ({ actor, md, w }) => {
    const format = md.format === "csv" ? "CSV" : "JSON";
    const hire = text(md.targetLabel);
    return hire ? w.s("new_hire.exportedOne", { actor, hire, format }) : w.s("new_hire.exportedList", { actor, format, count: w.count(md.count) });
  },
  "resume_upload.created": ({ actor, md, w }) => w.s("resume_upload.created", { actor, job: w.jobOr(text(md.job)) }),
  "resume_upload.decided": ({ actor, md, w }) => {
    const file = text(md.fileName) ?? "";
    if (md.action === "merge") return w.s("resume_upload.merged", { actor, file, candidate: text(md.candidate) ?? "" });
    if (md.action === "create") return w.s("resume_upload.createdNew", { actor, file, candidate: text(md.candidate) ?? "" });
    return w.s("resume_upload.skipped", { actor, file });
  },
  "import.completed": ({ actor, md, w }) => {
    const format = md.format === "greenhouse" ? "Greenhouse" : md.format === "lever" ? "Lever" : "a spreadsheet";
    return w.s("import.completed", { actor, format, imported: w.count(md.imported), skipped: w.count(md.skipped), errors: w.count(md.errors) });
  },
  // a member's referral (docs/decisions/501): to a job, or to the company in general
  "referral.created": ({ actor, md, w }) => {
    const candidate = text(md.candidate) ?? w.s("aCandidate");
    const job = text(md.job);
    return job ? w.s("referral.toJob", { actor, candidate, job }) : w.s("referral.general", { actor, candidate });
  },
  // agencies (docs/decisions/504): added, a recruiter invited, its jobs chosen, a candidate submitted
  "agency.created": ({ actor, md, w }) => w.s("agency.created", { actor, agency: text(md.name) ?? w.s("untitled"), days: typeof md.ownershipDays === "number" ? md.ownershipDays : 0 }),
  "agency.recruiter_invited": ({ actor, md, w }) =>
    w.s("agency.recruiterInvited", { actor, name: text(md.name) ?? w.s("someone"), email: text(md.email) ?? w.s("someone"), agency: text(md.agency) ?? w.s("untitled") }),
  "agency.jobs_changed": ({ actor, md, w }) => w.s("agency.jobsChanged", { actor, agency: text(md.agency) ?? w.s("untitled"), count: typeof md.count === "number" ? md.count : 0 }),
  "agency.candidate_submitted": ({ actor, md, w }) =>
    w.s("agency.submitted", { actor, agency: text(md.agency) ?? w.s("untitled"), candidate: text(md.candidate) ?? w.s("aCandidate"), job: w.jobOr(md.job) }),
  "approval_chain.replaced": ({ actor, md, w }) => {
    const kind = md.kind === "job" ? "job" : "offer";
    return typeof md.afterSteps === "number" && md.afterSteps === 0 ? w.s("approval_chain.off", { actor, kind }) : w.s("approval_chain.set", { actor, kind, count: w.count(md.afterSteps) });
  },
  "offer.created": ({ actor, md, w }) => {
    const salary = salaryText(md.salary, w);
    return w.s("offer.created", { actor, offer: offerFor(md, w), salary: salary ? w.s("offer.salary", { salary }) : "" });
  },
  "offer.updated": ({ actor, md, w }) => {
    const before = isRecord(md.before) ? md.before : {};
    const after = isRecord(md.after) ? md.after : {};
    const salary = "salary" in after ? w.s("offer.salaryChange", { from: salaryText(before.salary, w), to: salaryText(after.salary, w) }) : null;
    const others = Object.keys(after)
      .filter((k) => k !== "salary")
      .map((k) => (/^\w+$/.test(k) && w.t.has(`Audit.Sentence.offer.fields.${k}`) ? w.s(`offer.fields.${k}`) : k));
    const parts = [salary, others.length ? w.list(others) : null].filter((part): part is string => part !== null);
    const changed = parts.length === 2 ? w.s("and", { first: parts[0], second: parts[1] }) : (parts[0] ?? w.s("offer.theTerms"));
    return w.s("offer.updated", { actor, parts: changed, offer: offerFor(md, w) });
  },
  "offer.submitted": ({ actor, md, w }) => w.s("offer.submitted", { actor, offer: offerFor(md, w) }),
  "offer.approval_given": ({ actor, md, w }) => w.s("offer.approvalGiven", { actor, offer: offerFor(md, w), comment: w.comment(md.comment) }),
  "offer.approval_refused": ({ actor, md, w }) => w.s("offer.approvalRefused", { actor, offer: offerFor(md, w), comment: w.comment(md.comment) }),
  "offer.approved": ({ md, w }) => w.s("offer.approved", { offer: offerFor(md, w) }),
  "offer.approvals_reset": ({ md, w }) =>
    w.s("offer.approvalsReset", { offer: offerFor(md, w), given: typeof md.approvalsGiven === "number" && md.approvalsGiven > 0 ? w.s("offer.given", { count: md.approvalsGiven }) : "" }),
  "offer.approver_left": ({ actor, md, w }) => w.s("offer.approverLeft", { approver: text(md.approver) ?? w.s("aMemberCapital"), offer: offerFor(md, w), actor }),
  "offer.withdrawn": ({ actor, md, w }) => w.s("offer.withdrawn", { actor, offer: offerFor(md, w) }),
  "offer.sent": ({ actor, md, w }) => w.s("offer.sent", { actor, offer: offerFor(md, w) }),
  "offer.accepted": ({ md, w }) => {
    const { candidate, job } = w.application(md);
    return w.s("offer.accepted", { candidate, inJob: w.inJob(job), signature: w.quoted(md.signatureName) });
  },
  "offer.declined": ({ md, w }) => {
    const { candidate, job } = w.application(md);
    return w.s("offer.declined", { candidate, inJob: w.inJob(job), reason: w.comment(md.reason) });
  },
  "offer.expired": ({ md, w }) => w.s("offer.expired", { offer: offerFor(md, w) }),
  "offer_letter.created": ({ actor, md, w }) => w.s("offer_letter.created", { actor, name: w.quoted(md.targetLabel) }),
  "offer_letter.updated": ({ actor, md, w }) => {
    const before = isRecord(md.before) ? text(md.before.name) : null;
    const after = isRecord(md.after) ? text(md.after.name) : null;
    return before && after && before !== after
      ? w.s("offer_letter.renamed", { actor, from: w.quoted(before), to: w.quoted(after) })
      : w.s("offer_letter.changed", { actor, name: w.quoted(md.targetLabel) });
  },
  "offer_letter.deleted": ({ actor, md, w }) => w.s("offer_letter.deleted", { actor, name: w.quoted(md.targetLabel) }),
  "job.approval_requested": ({ md, w }) => w.s("job.approvalRequested", { name: w.quoted(md.targetLabel) }),
  "job.approval_given": ({ actor, md, w }) => w.s("job.approvalGiven", { actor, name: w.quoted(md.targetLabel), comment: w.comment(md.comment) }),
  "job.approval_refused": ({ actor, md, w }) => w.s("job.approvalRefused", { actor, name: w.quoted(md.targetLabel), comment: w.comment(md.comment) }),
  "job.approved": ({ md, w }) => w.s("job.approved", { name: w.quoted(md.targetLabel) }),
  "job.approval_rejected": ({ md, w }) => w.s("job.approvalRejected", { name: w.quoted(md.targetLabel) }),
  "job.approver_left": ({ actor, md, w }) => w.s("job.approverLeft", { approver: text(md.approver) ?? w.s("aMemberCapital"), name: w.quoted(md.targetLabel), actor }),
  // interviews (issue 24, docs/decisions/370), on the application they are for
  "interview.scheduled": ({ actor, md, moment, w }) => {
    const { candidate, job } = w.application(md);
    return w.s("interview.scheduled", { actor, title: w.quoted(md.title), candidate, inJob: w.inJob(job), moment: moment(md.startsAt), interviewers: interviewerList(md, w) });
  },
  "interview.rescheduled": ({ actor, md, moment, w }) => {
    const { candidate, job } = w.application(md);
    const from = md.previousStartsAt && md.previousStartsAt !== md.startsAt ? w.s("interview.from", { moment: moment(md.previousStartsAt) }) : "";
    return w.s("interview.rescheduled", { actor, title: w.quoted(md.title), candidate, inJob: w.inJob(job), from, moment: moment(md.startsAt), interviewers: interviewerList(md, w) });
  },
  "interview.updated": ({ actor, md, w }) => {
    const { candidate, job } = w.application(md);
    return w.s("interview.updated", { actor, title: w.quoted(md.title), candidate, inJob: w.inJob(job) });
  },
  "interview.link_created": ({ actor, md, moment, w }) => {
    const { candidate, job } = w.application(md);
    return w.s("interview.linkCreated", { actor, candidate, inJob: w.inJob(job), moment: moment(md.expiresAt) });
  },
  "interview.cancelled": ({ actor, md, moment, w }) => {
    const { candidate, job } = w.application(md);
    return w.s("interview.cancelled", { actor, title: w.quoted(md.title), candidate, inJob: w.inJob(job), moment: moment(md.startsAt) });
  },

  // panel days (decision 486): a stage's planned interviews booked, moved and cancelled as one
  "panel.scheduled": ({ actor, md, moment, w }) => {
    const { candidate, job } = w.application(md);
    const items = Array.isArray(md.interviews) ? md.interviews.filter(isRecord) : [];
    const list = items.map((i) => w.s("panel.interview", { name: w.quoted(i.name), interviewer: text(i.interviewer) ?? w.s("aMember") }));
    return w.s("panel.scheduled", { actor, count: items.length, candidate, inJob: w.inJob(job), moment: moment(md.startsAt), interviews: list.length ? w.s("panel.interviews", { list: w.list(list) }) : "" });
  },
  "panel.moved": ({ actor, md, moment, w }) => {
    const { candidate, job } = w.application(md);
    return w.s("panel.moved", { actor, candidate, inJob: w.inJob(job), from: moment(md.previousStartsAt), moment: moment(md.startsAt) });
  },
  "panel.cancelled": ({ actor, md, w }) => {
    const { candidate, job } = w.application(md);
    return w.s("panel.cancelled", { actor, candidate, inJob: w.inJob(job), count: typeof md.interviews === "number" ? md.interviews : 0 });
  },

  // message templates (decision 405)
  "message_template.created": ({ actor, md, w }) => w.s("message_template.created", { actor, name: w.quoted(md.targetLabel) }),
  "message_template.updated": ({ actor, md, w }) => {
    const before = isRecord(md.before) ? md.before : {};
    const after = isRecord(md.after) ? md.after : {};
    const wording = (Array.isArray(md.changed) ? md.changed.filter((f) => f === "subject" || f === "body") : []).map((f) => w.s(`message_template.fields.${f}`));
    const renamed = before.name !== undefined && before.name !== after.name ? w.s("message_template.renamed", { from: w.quoted(before.name), to: w.quoted(after.name) }) : null;
    const reworded =
      wording.length === 0 ? null : renamed ? w.s("message_template.changedIts", { fields: w.list(wording) }) : w.s("message_template.changedThe", { fields: w.list(wording), name: w.quoted(md.targetLabel) });
    const parts = [renamed, reworded].filter((part): part is string => part !== null);
    return w.s("actorDid", { actor, what: parts.length === 2 ? w.s("and", { first: parts[0], second: parts[1] }) : (parts[0] ?? "") });
  },
  "message_template.deleted": ({ actor, md, w }) => w.s("message_template.deleted", { actor, name: w.quoted(md.targetLabel) }),

  // a person's saved report views (issue 50 item 2)
  "report_view.created": ({ actor, md, w }) => w.s(md.emailWeekly === true ? "report_view.createdWeekly" : "report_view.created", { actor, name: w.quoted(md.targetLabel) }),
  "report_view.updated": ({ actor, md, w }) => {
    const before = isRecord(md.before) ? md.before : {};
    const after = isRecord(md.after) ? md.after : {};
    const changed = Array.isArray(md.changed) ? md.changed : [];
    const parts = [
      before.name !== undefined && before.name !== after.name ? w.s("report_view.renamed", { from: w.quoted(before.name), to: w.quoted(after.name) }) : null,
      changed.includes("params") ? w.s("report_view.changedQuery", { name: w.quoted(md.targetLabel) }) : null,
      changed.includes("emailWeekly") ? w.s(md.emailWeekly === true ? "report_view.emailOn" : "report_view.emailOff", { name: w.quoted(md.targetLabel) }) : null,
    ].filter((part): part is string => part !== null);
    return w.s("actorDid", { actor, what: w.list(parts) });
  },
  "report_view.deleted": ({ actor, md, w }) => w.s("report_view.deleted", { actor, name: w.quoted(md.targetLabel) }),

  // roles an organization defines (decision 471): permissions by their keys, as the matrix shows them
  "role.created": ({ actor, md, w }) => w.s("role.created", { actor, name: w.quoted(md.targetLabel) }),
  "role.updated": ({ actor, md, w }) => {
    const before = isRecord(md.before) ? md.before : {};
    const after = isRecord(md.after) ? md.after : {};
    const keys = (value: unknown) => (Array.isArray(value) ? value.filter((k): k is string => typeof k === "string") : []);
    const name = w.quoted(after.name ?? md.targetLabel);
    const parts = [
      before.name !== undefined && before.name !== after.name ? w.s("role.renamed", { from: w.quoted(before.name), to: w.quoted(after.name) }) : null,
      keys(md.added).length ? w.s("role.granted", { name, permissions: w.list(keys(md.added)) }) : null,
      keys(md.removed).length ? w.s("role.revoked", { name, permissions: w.list(keys(md.removed)) }) : null,
    ].filter((part): part is string => part !== null);
    const what = parts.reduce((all, part) => (all ? w.s("and", { first: all, second: part }) : part), "");
    return w.s("actorDid", { actor, what });
  },
  "role.deleted": ({ actor, md, w }) => w.s("role.deleted", { actor, name: w.quoted(md.targetLabel) }),
};

function about(md: Metadata, w: Words): string {
  return md.job ? w.s("message.about", { job: text(md.job) ?? "" }) : "";
}

function calendarOf(md: Metadata, w: Words): { name: string; host: string } {
  const name = text(md.calendarName);
  const host = text(md.host);
  return { name: name ? w.s("calendar.name", { name: w.quoted(name) }) : "", host: host ? w.s("calendar.host", { host }) : "" };
}

function interviewerList(md: Metadata, w: Words): string {
  const names = strings(md.interviewers);
  return names.length ? w.s("interview.interviewers", { names: w.list(names) }) : "";
}

function jobTitle(md: Metadata, w: Words): string {
  return text(md.title) ?? text(md.targetLabel) ?? w.s("untitled");
}

// "Quinn Jensen (Senior Backend Engineer)"
function offerFor(md: Metadata, w: Words): string {
  const { candidate, job } = w.application(md);
  return `${candidate}${w.inJob(job)}`;
}

// "EUR 85,000 a year", the amount in the catalogue's language
function salaryText(value: unknown, w: Words): string {
  if (!isRecord(value) || typeof value.amount !== "number") return "";
  return w.s("offer.amount", { currency: text(value.currency) ?? "", sum: value.amount, period: String(value.period) }).trimEnd();
}

function events(value: unknown, w: Words): string {
  if (!Array.isArray(value) || value.length === 0) return w.s("webhook.noEvents");
  if (value.includes("*")) return w.s("webhook.everyEvent");
  return w.list(value.map(String));
}

// "… — overall: Yes; Clarity: 3 (yes), Coding: 4 (strong yes)": scores by criterion name (entries
// written before ratings carried names leave theirs out rather than show an id)
function feedbackSentence(actor: string, md: Metadata, key: string, w: Words): string {
  const { candidate, job } = w.application(md);
  const after = isRecord(md.after) ? md.after : {};
  const recommendation = typeof after.recommendation === "string" && /^\w+$/.test(after.recommendation) && w.t.has(`Labels.recommendation.${after.recommendation}`) ? w.t(`Labels.recommendation.${after.recommendation}`) : null;
  const scores = (Array.isArray(after.ratings) ? after.ratings : [])
    .filter((r): r is Metadata => isRecord(r) && typeof r.criterion === "string" && typeof r.score === "number")
    .map((r) => {
      const word = `Audit.Sentence.feedback.scoreWords.${r.score}`;
      return Number.isInteger(r.score) && w.t.has(word) ? w.s("feedback.scoreWithWord", { criterion: String(r.criterion), score: Number(r.score), word: w.t(word) }) : w.s("feedback.score", { criterion: String(r.criterion), score: Number(r.score) });
    });
  const details = [recommendation ? w.s("feedback.overall", { recommendation }) : null, scores.length ? scores.join(w.s("listSeparator")) : null].filter((part): part is string => part !== null);
  return w.s(key, { actor, candidate, inJob: w.inJob(job), details: details.length ? w.s("feedback.details", { details: details.join(w.t("Audit.Changes.separator")) }) : "" });
}

function memberStatusSentence(actor: string, md: Metadata, key: string, undo: boolean, w: Words): string {
  const name = text(md.name) ?? text(md.email) ?? w.s("aMember");
  const before = isRecord(md.before) ? md.before : {};
  const after = isRecord(md.after) ? md.after : {};
  const roleChange = "role" in after ? w.s("member.roleChange", { from: w.role(before.role), to: w.role(after.role) }) : "";
  return w.undoMark(w.s(key, { actor, name, roleChange }), undo);
}

// Entries of actions written after this file: the action in words and what it is about.
function fallback({ actor, md, undo, log, w }: Parts): string {
  const label = text(md.targetLabel);
  const action = actionLabel(log.action, w.t);
  const what = `${action.charAt(0).toLowerCase()}${action.slice(1)}`;
  return w.undoMark(label ? w.s("fallbackLabelled", { actor, what, label }) : w.s("fallback", { actor, what }), undo);
}

export function auditSentence(log: AuditSentenceEntry, t: RecruiterT, options: SentenceOptions = {}): string {
  const md = isRecord(log.metadata) ? log.metadata : {};
  const w = wordsOf(t);
  const format = new Intl.DateTimeFormat(options.locale, { dateStyle: "medium", timeStyle: "short", timeZone: options.timeZone });
  const moment = (value: unknown) => {
    const date = typeof value === "string" ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? format.format(date) : w.s("anUnknownTime");
  };
  const parts: Parts = { actor: log.actorName, md, undo: md.undo === true, moment, log, w };
  // an action this version does not know (written by a newer one) reads in the generic words
  const described = isAuditAction(log.action) ? SENTENCES[log.action](parts) : null;
  return described ?? fallback(parts);
}

// Every action this file has a sentence for (the unit tests hold one example of each).
export const DESCRIBED_ACTIONS = Object.keys(SENTENCES);
