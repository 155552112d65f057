import type { Result } from "autocannon";

// Answers of an autocannon run with a status other than the expected ones: 200, or for a client
// that revalidates with If-None-Match 304 or 200 (when the clock moved a figure the answer and its
// tag are new; the clients keep sending the old tag). Decision 256.
export function unexpectedAnswers(result: Result, revalidating: boolean): number {
  const expected = revalidating ? ["304", "200"] : ["200"];
  const answered = Object.values(result.statusCodeStats).reduce((n, s) => n + s.count, 0);
  return answered - expected.reduce((n, code) => n + (result.statusCodeStats[code]?.count ?? 0), 0);
}
