import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

export type Segment = { text: string; match: boolean };
export type DocumentMatch = {
  candidateId: number;
  name: string;
  email: string;
  rank: number;
  foundIn: "application" | "note";
  snippet: Segment[];
  applications: { id: number; jobId: number; jobTitle: string; status: string }[];
};

const START = "\u0002";
const STOP = "\u0003";
// the text a snippet is cut from: enough for the matches of a long résumé, bounded for ts_headline
const HEADLINE_CHARS = 100_000;
// how many matching documents of each kind are ranked at most (the newest)
export const MAX_RANKED = 2000;

// Full-text search over what the caller may read (docs/decisions/404): the application documents
// (name and e-mail, answers, résumé text, cover letter) of the applications the policies let the
// caller see, and the notes the notes' rule lets them read. `q` is a web-search query: words
// (all of them), -word (not it), "a phrase", `or`. The newest matches, found by walking or from the
// GIN index (decision 416); people ranked by the sum of their documents' cover density, each with
// a snippet of their best document, matches marked.
export async function searchDocuments(q: string, limit: number): Promise<DocumentMatch[]> {
  const rows = await db.$queryRaw<(Omit<DocumentMatch, "snippet"> & { headline: string | null })[]>(documentsSql(q, limit));
  return rows.map(({ headline, ...row }) => ({ ...row, rank: Number(row.rank), snippet: segments(headline ?? "") }));
}

export function documentsSql(q: string, limit: number): Prisma.Sql {
  return Prisma.sql`
    -- a query of nothing but -words would match almost everything without an index: it finds nothing
    WITH query AS (SELECT q FROM (SELECT websearch_to_tsquery('english', ${q}) AS q) w WHERE querytree(q) <> 'T'),
    -- a word in very many documents: the newest 2,000 matching applications (and notes) are
    -- ranked, not all of them (decision 404). Two ways to find them, one taken (decision 416): walk
    -- the documents from the newest back until 2,000 match (common words), or every match from the
    -- GIN index, newest 2,000 kept (rare words, phrases); application_search_walks picks by the
    -- planner's estimate of the matches, once per search (a one-time filter on each branch). The
    -- query is written out here, not read from the CTE, so the planner sees its words.
    walks AS MATERIALIZED (SELECT application_search_walks(websearch_to_tsquery('english', ${q}), ${MAX_RANKED}) AS walks),
    matched AS (
      (SELECT s.candidate_id, s.application_id, s.document FROM application_search s
        WHERE s.document @@ websearch_to_tsquery('english', ${q}) AND querytree(websearch_to_tsquery('english', ${q})) <> 'T'
          AND (SELECT walks FROM walks)
        ORDER BY s.application_id DESC LIMIT ${MAX_RANKED})
      UNION ALL
      -- the newest 2,000 from the GIN index (as the owner: under a policy @@ cannot use the index)
      (SELECT s.candidate_id, s.application_id, s.document FROM application_search s
        WHERE s.application_id IN (SELECT caller_newest_matching_application_ids(websearch_to_tsquery('english', ${q}), ${MAX_RANKED}))
          AND querytree(websearch_to_tsquery('english', ${q})) <> 'T' AND NOT (SELECT walks FROM walks))
    ),
    matched_notes AS (
      SELECT n.candidate_id, n.id, n.search FROM candidate_notes n
       WHERE n.search @@ websearch_to_tsquery('english', ${q}) AND querytree(websearch_to_tsquery('english', ${q})) <> 'T'
       ORDER BY n.id DESC LIMIT ${MAX_RANKED}
    ),
    hits AS (
      SELECT m.candidate_id, ts_rank_cd(m.document, query.q) AS rank, m.application_id, NULL::int AS note_id FROM matched m, query
      UNION ALL
      SELECT n.candidate_id, ts_rank_cd(n.search, query.q) / 2, NULL, n.id FROM matched_notes n, query
    ),
    best AS (
      -- one order for the sum and the pick, whichever way the documents came (decision 416)
      SELECT DISTINCT ON (candidate_id) candidate_id, application_id, note_id,
             sum(rank) OVER (PARTITION BY candidate_id ORDER BY rank DESC, application_id DESC NULLS LAST, note_id DESC
                             ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS total
        FROM hits ORDER BY candidate_id, rank DESC, application_id DESC NULLS LAST, note_id DESC
    ),
    top AS (SELECT * FROM best ORDER BY total DESC, candidate_id LIMIT ${limit})
    SELECT t.candidate_id AS "candidateId", c.name, c.email, t.total AS rank,
           CASE WHEN t.note_id IS NULL THEN 'application' ELSE 'note' END AS "foundIn",
           ts_headline('english',
             left(coalesce(
               (SELECT n.body FROM candidate_notes n WHERE n.id = t.note_id),
               (SELECT concat_ws(E'\\n', (SELECT string_agg(ans.label || ': ' || (ans.value #>> '{}'), E'\\n') FROM application_answers ans WHERE ans.application_id = a.id AND ans.storage_key IS NULL),
                                  (SELECT r.text FROM resume_files r WHERE r.application_id = a.id), a.cover_letter, a.candidate_name, c.email)
                  FROM applications a WHERE a.id = t.application_id)), ${HEADLINE_CHARS}),
             query.q, ${`StartSel=${START}, StopSel=${STOP}, MaxFragments=2, MaxWords=20, MinWords=8, FragmentDelimiter=" … "`}) AS headline,
           (SELECT json_agg(json_build_object('id', a.id, 'jobId', a.job_id, 'jobTitle', j.title, 'status', a.status) ORDER BY a.created_at DESC, a.id DESC)
              FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.candidate_id = t.candidate_id) AS applications
      FROM top t JOIN candidates c ON c.id = t.candidate_id, query
     ORDER BY t.total DESC, t.candidate_id`;
}

// "…\u0002kubernetes\u0003 clusters…" as [{text: "…"}, {text: "kubernetes", match: true}, …]
export function segments(headline: string): Segment[] {
  const found: Segment[] = [];
  for (const [i, part] of headline.split(START).entries()) {
    if (i === 0) {
      if (part) found.push({ text: part, match: false });
      continue;
    }
    const [marked, ...rest] = part.split(STOP);
    if (marked) found.push({ text: marked, match: true });
    const after = rest.join(STOP);
    if (after) found.push({ text: after, match: false });
  }
  return found.map((s) => ({ ...s, text: s.text.replace(/\s+/g, " ") })).filter((s) => s.text.trim() !== "" || s.match === false);
}
