import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";
import { SEARCH_LIMIT } from "@/lib/schemas/search";
import { visibleApplicationsSql, visibleJobsSql } from "@/lib/server/access/visibility-sql";
import { likePattern } from "@/lib/server/jobs/like-pattern";

type Person = { candidateId: number; name: string; email: string; applications: { id: number; jobId: number; jobTitle: string; status: string }[] };
type Job = { id: number; title: string; status: string };

// Candidates read per search index before grouping: enough to fill a page of people.
const HITS = 50;

// The app shell's search (docs/decisions/231). People: the prefix of their name, of the last word
// of it, or of their e-mail address, on the candidate's record or on the name an application was
// sent with (decision 115), each through a btree index of migration 20261124130000; only those with
// an application the caller may see. Jobs: the caller's visible jobs whose title contains the text.
export async function searchEverything(caller: Caller, q: string) {
  const [people, jobs] = await Promise.all([db.$queryRaw<Person[]>(peopleSql(caller, q)), db.$queryRaw<Job[]>(jobsSql(caller, q))]);
  return { people, jobs };
}

// exported for the EXPLAIN check on a large organization (tests/search.test.ts, bench)
export function peopleSql(caller: Caller, q: string): Prisma.Sql {
  const prefix = `${likePattern(q.toLowerCase()).slice(1, -1)}%`;
  const visible = visibleApplicationsSql(caller);
  // One branch per search index, each ordered as its index (~<~ is text_pattern_ops' order), so
  // each is a range scan that stops after HITS visible rows however common the prefix is.
  const branch = (table: "candidates" | "applications", key: string) => {
    const expr = Prisma.raw(key);
    return table === "candidates"
      ? Prisma.sql`(SELECT c.id FROM candidates c
          WHERE c.organization_id = ${caller.orgId} AND ${expr} LIKE ${prefix}
            AND EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = c.id AND ${visible})
          ORDER BY ${expr} USING ~<~ LIMIT ${HITS})`
      : Prisma.sql`(SELECT a.candidate_id FROM applications a
          WHERE a.organization_id = ${caller.orgId} AND ${expr} LIKE ${prefix} AND ${visible}
          ORDER BY ${expr} USING ~<~ LIMIT ${HITS})`;
  };
  return Prisma.sql`
    WITH hits AS (
      ${branch("candidates", "lower(c.name)")}
      UNION ${branch("candidates", String.raw`lower(regexp_replace(c.name, '^.*\s', ''))`)}
      UNION ${branch("candidates", "c.email")}
      UNION ${branch("applications", "lower(a.candidate_name)")}
      UNION ${branch("applications", String.raw`lower(regexp_replace(a.candidate_name, '^.*\s', ''))`)}
    )
    SELECT c.id AS "candidateId", c.name, c.email,
           json_agg(json_build_object('id', a.id, 'jobId', a.job_id, 'jobTitle', j.title, 'status', a.status)
                    ORDER BY a.created_at DESC, a.id DESC) AS applications
    FROM hits h
    JOIN candidates c ON c.id = h.id
    JOIN applications a ON a.candidate_id = c.id AND ${visible}
    JOIN jobs j ON j.id = a.job_id
    GROUP BY c.id
    ORDER BY lower(c.name), c.id
    LIMIT ${SEARCH_LIMIT}`;
}

export function jobsSql(caller: Caller, q: string): Prisma.Sql {
  return Prisma.sql`
    SELECT j.id, j.title, j.status::text AS status FROM jobs j
    WHERE ${visibleJobsSql(caller)} AND j.title ILIKE ${likePattern(q)}
    ORDER BY lower(j.title), j.id
    LIMIT ${SEARCH_LIMIT}`;
}
