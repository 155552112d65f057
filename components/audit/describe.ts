// Turns audit entries into words a person reads: "application.moved" → "Moved application",
// metadata {before, after} → one "field: before → after" line per changed field.

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

export function fieldLabel(key: string): string {
  const label = words(key).replace(/\bid$/, "").trim();
  return capitalize(label || key);
}

export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.length ? value.map(formatValue).join(", ") : "none";
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    // a rating {criterionId, score} and a person {userId, name} have short readings of their own
    if (typeof record.criterionId === "number" && typeof record.score === "number") return ratingText(record);
    if (typeof record.name === "string") return record.name;
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return "none";
    return entries.map(([key, inner]) => `${fieldLabel(key)}: ${formatValue(inner)}`).join("; ");
  }
  return String(value);
}

const SCORES: Record<number, string> = { 1: "strong no", 2: "no", 3: "yes", 4: "strong yes" };

// "Communication: 3 (yes)"; entries written before ratings carried names read "Criterion #8: 3 (yes)"
function ratingText(rating: Record<string, unknown>): string {
  const criterion = typeof rating.criterion === "string" ? rating.criterion : `Criterion #${rating.criterionId}`;
  const score = rating.score as number;
  return SCORES[score] ? `${criterion}: ${score} (${SCORES[score]})` : `${criterion}: ${score}`;
}

// What the entry is about, in words: "Application: Jane Doe (Backend Engineer)". Entries name their
// target in `targetLabel` (docs/decisions/180); older ones fall back to a name in the metadata, then the id.
export function targetText(log: { targetType: string; targetId: string; metadata: unknown }): string {
  const noun = capitalize(nounFor(log.targetType));
  if (log.targetType === "organization" || log.targetType === "org") return noun;
  const metadata = isRecord(log.metadata) ? log.metadata : {};
  const label = [metadata.targetLabel, metadata.title, metadata.name, metadata.email].find((value) => typeof value === "string" && value !== "");
  return label ? `${noun}: ${label}` : `${noun} #${log.targetId}`;
}

// Keys that only point at something the entry also names: `jobId` beside `job`, `hiringManagerIds`
// beside `hiringManagers`, the feedback's `applicationId` when the target label names the application.
function isShadowedId(key: string, record: Record<string, unknown>): boolean {
  const single = /^(\w+)Id$/.exec(key);
  if (single) return single[1] in record || (single[1] === "application" && typeof record.targetLabel === "string");
  const plural = /^(\w+)Ids$/.exec(key);
  return plural ? `${plural[1]}s` in record : false;
}

export type MetadataLine =
  | { kind: "change"; field: string; before: string; after: string }
  | { kind: "value"; field: string; value: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function changeLines(before: unknown, after: unknown, field: string): MetadataLine[] {
  if (!isRecord(before) && !isRecord(after)) {
    return [{ kind: "change", field, before: formatValue(before), after: formatValue(after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys
    .filter((key) => !isShadowedId(key, from) && !isShadowedId(key, to))
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) => ({ kind: "change" as const, field: fieldLabel(key), before: formatField(key, from[key]), after: formatField(key, to[key]) }));
}

// ids read as "#12" so they are not mistaken for counts
function formatField(key: string, value: unknown): string {
  return /Id$/.test(key) && (typeof value === "number" || typeof value === "string") ? `#${value}` : formatValue(value);
}

// The changed thing of an action, for metadata that only says {from, to}: "status_changed" → "Status".
function subjectOf(action: string | undefined): string {
  const verbPart = action?.split(".")[1] ?? "";
  const parts = verbPart.split("_");
  return parts.length > 1 ? fieldLabel(parts.slice(0, -1).join("_")) : "Value";
}

// Two shapes are in use: {before: {...}, after: {...}} and {from, to} / {fromStageId, toStageId}.
export function metadataLines(metadata: unknown, action?: string): MetadataLine[] {
  if (!isRecord(metadata)) return [];
  const lines: MetadataLine[] = [];
  const used = new Set<string>();
  used.add("targetLabel");
  if (isRecord(metadata.order) && ("before" in metadata.order || "after" in metadata.order)) {
    // a reordering: the names stand in for the id lists
    lines.push(...changeLines(metadata.order.before, metadata.order.after, "Order"));
    used.add("order").add("before").add("after");
  } else if ("before" in metadata || "after" in metadata) {
    lines.push(...changeLines(metadata.before, metadata.after, subjectOf(action)));
    used.add("before").add("after");
  } else if ("from" in metadata || "to" in metadata) {
    lines.push(...changeLines(metadata.from, metadata.to, subjectOf(action)));
    used.add("from").add("to");
  }
  for (const key of Object.keys(metadata)) {
    const match = /^from([A-Z]\w*)$/.exec(key);
    if (!match || !(`to${match[1]}` in metadata)) continue;
    const toKey = `to${match[1]}`;
    // a readable name pair (fromStage/toStage) stands in for its id pair (fromStageId/toStageId)
    const namedPair = match[1].endsWith("Id") ? `from${match[1].slice(0, -2)}` : null;
    if (namedPair && namedPair in metadata) {
      used.add(key).add(toKey);
      continue;
    }
    lines.push({ kind: "change", field: fieldLabel(match[1]), before: formatField(match[1], metadata[key]), after: formatField(match[1], metadata[toKey]) });
    used.add(key).add(toKey);
  }
  for (const [key, value] of Object.entries(metadata)) {
    if (used.has(key) || isShadowedId(key, metadata)) continue;
    lines.push({ kind: "value", field: fieldLabel(key), value: formatField(key, value) });
  }
  return lines;
}
