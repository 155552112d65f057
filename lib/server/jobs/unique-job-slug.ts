import type { Tx } from "@/lib/db";

const MAX_SLUG = 48;
// /careers/[slug]/withdraw is a page of its own, so no job may be reachable there.
const RESERVED_JOB_SLUGS = ["withdraw"];

// A slug from the title (3-48 chars of a-z, 0-9 and single hyphens), made unique within the org
// with -2, -3, ... The caller holds the org's job-creation lock, so the choice cannot race, and
// manages every job (only admins and recruiters create them), so the policies show all the org's slugs.
export async function uniqueJobSlug(tx: Tx, title: string): Promise<string> {
  const base = slugify(title);
  const taken = await tx.job.findMany({
    where: { slug: { startsWith: base.slice(0, MAX_SLUG - 4) } },
    select: { slug: true },
  });
  const used = new Set([...RESERVED_JOB_SLUGS, ...taken.map((j) => j.slug)]);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${trimHyphens(base.slice(0, MAX_SLUG - suffix.length))}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

function slugify(title: string): string {
  const ascii = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  const slug = trimHyphens(trimHyphens(ascii).slice(0, MAX_SLUG));
  if (slug.length >= 3) return slug;
  return slug ? `${slug}-job` : "job";
}

function trimHyphens(s: string): string {
  return s.replace(/^-+|-+$/g, "");
}
