// Audit actions in words, for the action filter and the application's activity: "application.moved"
// → "Moved application". A whole entry reads as a sentence: sentence.ts.

const NOUNS: Record<string, string> = {
  api_key: "API key",
  application: "application",
  candidate: "candidate",
  criterion: "scorecard criterion",
  scorecard_criterion: "scorecard criterion",
  feedback: "feedback",
  invitation: "invitation",
  job: "job",
  note: "note",
  candidate_note: "note",
  organization: "organization",
  org: "organization",
  review_request: "review request",
  stage: "stage",
  user: "user",
  withdrawal: "withdrawal",
};

// Actions whose generic reading would be clumsy.
const OVERRIDES: Record<string, string> = {
  "application.created": "Received application",
  "application.withdrawal_requested": "Sent a withdrawal link",
  "application.withdrawn": "Candidate withdrew application",
  "feedback.submitted": "Submitted feedback",
  "feedback.updated": "Updated feedback",
  "invitation.accepted": "Accepted invitation",
  "organization.branding_updated": "Changed branding",
  "organization.slug_updated": "Changed organization URL",
  "review.requested": "Requested review",
  "stage.reordered": "Reordered stages",
  "webhook.delivery_retried": "Retried a webhook delivery",
  "webhook.disabled": "Disabled webhook after 3 days of failed deliveries",
  "webhook.test_sent": "Sent a webhook test event",
};

function words(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .trim()
    .toLowerCase();
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function nounFor(targetType: string): string {
  return NOUNS[targetType] ?? words(targetType);
}

export function actionLabel(action: string): string {
  if (OVERRIDES[action]) return OVERRIDES[action];
  const dot = action.indexOf(".");
  if (dot < 0) return capitalize(words(action));
  const noun = nounFor(action.slice(0, dot));
  const parts = action.slice(dot + 1).split("_").filter(Boolean);
  if (parts.length === 0) return capitalize(noun);
  const verb = parts[parts.length - 1];
  // "status_changed" on an application reads "Changed application status"
  const object = parts.slice(0, -1).join(" ");
  return capitalize([verb, noun, object].filter(Boolean).join(" "));
}
