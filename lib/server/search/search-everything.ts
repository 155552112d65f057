import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";
import { SEARCH_LIMIT } from "@/lib/schemas/search";
import { likePattern } from "@/lib/server/jobs/like-pattern";
import { searchDocuments } from "./search-documents";

type Person = { candidateId: number; name: string; email: string; applications: { id: number; jobId: number; jobTitle: string; status: string }[] };
type Job = { id: number; title: string; status: string };

// Candidates read per search index before grouping: enough to fill a page of people.
const HITS = 50;

// The app shell's search (docs/decisions/231). People: the prefix of their name, of the last word
// of it, or of their e-mail address, on the candidate's record or on the name an application was
// sent with (decision 115), each through a btree index of migration 20261124130000; only those with
// an application the caller may see. Jobs: the caller's visible jobs whose title contains the text.
// `matches`: full-text search over résumés, answers and notes (decision 404).
export async function searchEverything(caller: Caller, q: string, options: { matches?: number } = {}) {
  const [people, jobs, matches] = await Promise.all([
    db.$queryRaw<Person[]>(peopleSql(caller, q)),
    db.$queryRaw<Job[]>(jobsSql(caller, q)),
    // 0: prefixes only, the type-ahead's way (decision 417): no full-text search for a keystroke
    options.matches === 0 ? [] : searchDocuments(q, options.matches ?? SEARCH_LIMIT),
  ]);
  return { people, jobs, matches };
}

// exported for the EXPLAIN check on a large organization (tests/search.test.ts, bench)
export function peopleSql(caller: Caller, q: string): Prisma.Sql {
  const lower = q.toLowerCase();
  // Up to HITS visible candidates per search index (name, last name, e-mail; the name each
  // application was sent with), each a range scan of its index in the caller's organization. The
  // lookup is a database function (caller_search_candidate_ids): under the row-level security
  // policies a name index could not be bounded by the prefix (docs/decisions/300).
  return Prisma.sql`
    WITH hits AS (SELECT caller_search_candidate_ids(${lower}, ${`${likePattern(lower).slice(1, -1)}%`}, ${HITS}::int) AS id)
    SELECT c.id AS "candidateId", c.name, c.email,
           json_agg(json_build_object('id', a.id, 'jobId', a.job_id, 'jobTitle', j.title, 'status', a.status)
                    ORDER BY a.created_at DESC, a.id DESC) AS applications
    FROM hits h
    JOIN candidates c ON c.id = h.id
    JOIN applications a ON a.candidate_id = c.id
    JOIN jobs j ON j.id = a.job_id
    GROUP BY c.id
    ORDER BY lower(c.name), c.id
    LIMIT ${SEARCH_LIMIT}`;
}

export function jobsSql(caller: Caller, q: string): Prisma.Sql {
  return Prisma.sql`
    SELECT j.id, j.title, j.status::text AS status FROM jobs j
    WHERE j.title ILIKE ${likePattern(q)}
    ORDER BY lower(j.title), j.id
    LIMIT ${SEARCH_LIMIT}`;
}
