import { EEO_MIN_GROUP, EEO_QUESTION_KEYS, EEO_QUESTIONS, type EeoQuestion } from "@/lib/schemas/eeo";

// One job's counts as the database gave them: groups of 5 or more only (docs/decisions/340).
export type EeoCounts = Map<string, number>;
export type Cell = number | null;
export type AnswerCounts = Record<EeoQuestion, Record<string, Cell>>;
export type EeoGroup = { responses: Cell; answers: AnswerCounts };

export const JOB_LEVEL = "job";
export function cellKey(level: string, dimension: string, answer: string | null): string {
  return `${level}|${dimension}|${answer ?? ""}`;
}

// Secondary suppression: a published count must not let anyone work out a hidden group of 1 to 4
// people. Every group's answers to a question add up to its total, and each answer's counts over
// the stages add up to the job's. Where the hidden members of such an equation add up to 1-4 (or a
// single hidden member is given away by subtraction), the smallest published member is hidden
// too, until every equation hides either nobody or at least the minimum group.
export function suppressJob(counts: EeoCounts, stageIds: number[]): { job: EeoGroup; stages: EeoGroup[] } {
  const levels = [JOB_LEVEL, ...stageIds.map(String)];
  const cells = new Map<string, Cell>();
  const dimensions: [string, (string | null)[]][] = [["total", [null]], ...EEO_QUESTION_KEYS.map((q) => [q, [...EEO_QUESTIONS[q]]] as [string, string[]])];
  for (const level of levels) {
    for (const [dimension, answers] of dimensions) {
      for (const answer of answers) cells.set(cellKey(level, dimension, answer), counts.get(cellKey(level, dimension, answer)) ?? null);
    }
  }
  const equations: string[][] = [];
  for (const level of levels) {
    for (const q of EEO_QUESTION_KEYS) equations.push([cellKey(level, "total", null), ...EEO_QUESTIONS[q].map((a) => cellKey(level, q, a))]);
  }
  if (stageIds.length > 0) {
    for (const [dimension, answers] of dimensions) {
      for (const answer of answers) equations.push([cellKey(JOB_LEVEL, dimension, answer), ...stageIds.map((s) => cellKey(String(s), dimension, answer))]);
    }
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const [margin, ...parts] of equations) {
      const hidden = [margin, ...parts].filter((m) => cells.get(m) === null);
      if (hidden.length === 0 || !revealsSomeone(cells, margin, parts, hidden.length)) continue;
      const shown = parts.filter((m) => cells.get(m) !== null).sort((a, b) => (cells.get(a) as number) - (cells.get(b) as number));
      cells.set(shown[0] ?? margin, null);
      changed = true;
    }
  }
  const group = (level: string): EeoGroup => ({
    responses: cells.get(cellKey(level, "total", null)) ?? null,
    answers: Object.fromEntries(
      EEO_QUESTION_KEYS.map((q) => [q, Object.fromEntries(EEO_QUESTIONS[q].map((a) => [a, cells.get(cellKey(level, q, a)) ?? null]))]),
    ) as AnswerCounts,
  });
  return { job: group(JOB_LEVEL), stages: stageIds.map((id) => group(String(id))) };
}

// What the published members of `margin = sum(parts)` say about the hidden ones.
function revealsSomeone(cells: Map<string, Cell>, margin: string, parts: string[], hiddenCount: number): boolean {
  const total = cells.get(margin);
  if (total === null || total === undefined) return hiddenCount === 1 && parts.length > 0; // the margin alone: the sum of its parts
  const remainder = total - parts.reduce((sum, m) => sum + (cells.get(m) ?? 0), 0);
  return remainder > 0 && (remainder < EEO_MIN_GROUP || hiddenCount === 1);
}
