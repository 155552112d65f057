import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApiKey, createApplication, createJob, createUser } from "@/prisma/factories";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Tags on candidates (docs/decisions/350): who reads and writes them, the set semantics of PUT, the
// board's bulk addTags/removeTags with its Undo, the organization's list, export and erasure.
const { call } = withApi();
const tagsOf = (key: string, candidateId: number) => call("GET", `/api/candidates/${candidateId}/tags`, { key });
const put = (key: string, candidateId: number, tags: unknown) => call("PUT", `/api/candidates/${candidateId}/tags`, { key, body: { tags } });

async function scene() {
  const world = await createWorld("Tags Org");
  const job = await createJob(world.organization.id, { hiringManagerIds: [world.hiring_manager.id] });
  const otherJob = await createJob(world.organization.id);
  const ada = await createApplication(job, { candidateName: "Ada Tagged" });
  const bo = await createApplication(otherJob, { candidateName: "Bo Elsewhere" });
  await createReviewRequest(ada, world.interviewer);
  // a hiring manager of another job, asked to review Bo: sees Bo, manages none of Bo's jobs
  await createReviewRequest(bo, world.hiring_manager);
  return { world, job, otherJob, ada, bo };
}

describe("PUT /api/candidates/{id}/tags", () => {
  it("replaces the set: trimmed, once up to case in the first spelling, respelled in place, alphabetical; one audit entry per change", async () => {
    const { world, ada } = await scene();
    const first = await put(world.recruiter.key, ada.candidateId, ["  Referral ", "kubernetes", "Kubernetes", "Go"]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ tags: ["Go", "kubernetes", "Referral"] });
    const second = await put(world.recruiter.key, ada.candidateId, ["Kubernetes", "Rust"]);
    expect(second.body).toEqual({ tags: ["Kubernetes", "Rust"] });
    expect((await tagsOf(world.admin.key, ada.candidateId)).body).toEqual({ tags: ["Kubernetes", "Rust"] });
    expect((await call("GET", `/api/candidates/${ada.candidateId}`, { key: world.admin.key })).body.candidate.tags).toEqual(["Kubernetes", "Rust"]);
    // the respelled tag kept its row (and when it was first added)
    const rows = await ownerDb.candidateTag.findMany({ where: { candidateId: ada.candidateId }, orderBy: { id: "asc" } });
    expect(rows.map((r) => r.label)).toEqual(["Kubernetes", "Rust"]);
    expect(rows[0].addedById).toBe(world.recruiter.id);
    // the same set again changes nothing and writes no entry
    expect((await put(world.recruiter.key, ada.candidateId, ["rust", "Kubernetes"])).body).toEqual({ tags: ["Kubernetes", "rust"] });
    expect((await put(world.recruiter.key, ada.candidateId, ["rust", "Kubernetes"])).status).toBe(200);
    const audits = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, action: "candidate.tags_changed" }, orderBy: { id: "asc" } });
    expect(audits.map((a) => a.metadata)).toEqual([
      { added: ["Referral", "kubernetes", "Go"], targetLabel: "Ada Tagged" },
      { added: ["Rust"], removed: ["Referral", "Go"], respelled: [{ from: "kubernetes", to: "Kubernetes" }], targetLabel: "Ada Tagged" },
      { respelled: [{ from: "Rust", to: "rust" }], targetLabel: "Ada Tagged" },
    ]);
    expect(audits.every((a) => a.targetType === "candidate" && a.targetId === String(ada.candidateId) && a.actorUserId === world.recruiter.id)).toBe(true);
  });

  it("refuses bad tags with a detail per tag, and more than 20, leaving the set as it was", async () => {
    const { world, ada } = await scene();
    await put(world.admin.key, ada.candidateId, ["Keep"]);
    const bad = await put(world.admin.key, ada.candidateId, ["ok", " ", "x".repeat(41), "two\nlines", 7]);
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path)).toEqual(["tags.1", "tags.2", "tags.3", "tags.4"]);
    const many = await put(
      world.admin.key,
      ada.candidateId,
      Array.from({ length: 21 }, (_, i) => `Tag ${i}`),
    );
    expect(many.status).toBe(400);
    expect(many.body.details).toEqual([{ path: "tags", message: "must have at most 20 different tags" }]);
    // twenty-one spellings of twenty tags are twenty
    const twenty = [...Array.from({ length: 20 }, (_, i) => `Tag ${i}`), "TAG 0"];
    expect((await put(world.admin.key, ada.candidateId, twenty)).body.tags).toHaveLength(20);
    expect((await put(world.admin.key, ada.candidateId, "Keep")).status).toBe(400);
  });

  it("is the managers' own: admins, recruiters and the job's hiring manager write and read; a reviewer gets 403 and reads none; others 404", async () => {
    const { world, ada, bo } = await scene();
    const stranger = await createWorld("Tags Stranger Org");
    expect((await put(world.hiring_manager.key, ada.candidateId, ["From HM"])).status).toBe(200);
    expect((await put(world.admin.key, bo.candidateId, ["Bo's tag"])).status).toBe(200);

    // the interviewer asked to review Ada sees Ada, not her tags, and cannot change them
    expect((await tagsOf(world.interviewer.key, ada.candidateId)).body).toEqual({ tags: [] });
    expect((await call("GET", `/api/candidates/${ada.candidateId}`, { key: world.interviewer.key })).body.candidate.tags).toEqual([]);
    expect((await put(world.interviewer.key, ada.candidateId, ["Sneaky"])).status).toBe(403);
    // the hiring manager asked to review Bo for a job they do not manage: the same
    expect((await tagsOf(world.hiring_manager.key, bo.candidateId)).body).toEqual({ tags: [] });
    expect((await put(world.hiring_manager.key, bo.candidateId, ["Sneaky"])).status).toBe(403);
    // who cannot see the candidate at all: not found, as for notes
    expect((await tagsOf(world.interviewer.key, bo.candidateId)).status).toBe(404);
    expect((await put(world.interviewer.key, bo.candidateId, ["Sneaky"])).status).toBe(404);
    expect((await tagsOf(stranger.admin.key, ada.candidateId)).status).toBe(404);
    expect((await put(stranger.admin.key, ada.candidateId, ["Sneaky"])).status).toBe(404);

    const labels = (await ownerDb.candidateTag.findMany({ where: { organizationId: world.organization.id } })).map((t) => t.label).sort();
    expect(labels).toEqual(["Bo's tag", "From HM"]);
  });
});

describe("GET /api/candidates/tags", () => {
  it("counts each tag over the candidates the caller may tag, spellings up to case as one, most used first; nothing of another organization", async () => {
    const { world, job, ada, bo } = await scene();
    const cy = await createApplication(job, { candidateName: "Cy Third" });
    await put(world.admin.key, ada.candidateId, ["Go", "Referral"]);
    await put(world.admin.key, cy.candidateId, ["go"]);
    await put(world.admin.key, bo.candidateId, ["Go", "Elsewhere"]);
    const other = await createWorld("Tags Other Org");
    const foreignJob = await createJob(other.organization.id);
    const foreign = await createApplication(foreignJob, { candidateName: "Far Away" });
    await put(other.admin.key, foreign.candidateId, ["Go", "Secret"]);

    const list = async (key: string) => (await call("GET", "/api/candidates/tags", { key })).body.tags;
    expect(await list(world.recruiter.key)).toEqual([
      { label: "Go", candidates: 3 },
      { label: "Elsewhere", candidates: 1 },
      { label: "Referral", candidates: 1 },
    ]);
    // the hiring manager manages Ada's and Cy's job only; "Go" and "go" tie, and the capitalised wins
    expect(await list(world.hiring_manager.key)).toEqual([
      { label: "Go", candidates: 2 },
      { label: "Referral", candidates: 1 },
    ]);
    expect(await list(world.interviewer.key)).toEqual([]);
  });
});

describe("POST /api/applications/bulk addTags and removeTags", () => {
  it("tags each application's candidate, says what it really changed, and the opposite action with undo takes back exactly that", async () => {
    const { world, job, ada } = await scene();
    const cy = await createApplication(job, { candidateName: "Cy Bulk" });
    await put(world.recruiter.key, ada.candidateId, ["Go"]);
    const bulk = (body: object) => call("POST", "/api/applications/bulk", { key: world.recruiter.key, body });

    const added = await bulk({ applicationIds: [ada.id, cy.id], action: "addTags", tags: ["go", "Shortlist"] });
    expect(added.status).toBe(200);
    expect(added.body.results.map((r: { tags: string[]; changedTags: string[] }) => [r.tags, r.changedTags])).toEqual([
      // a tag Ada has in another spelling is not added again, nor respelled
      [["Go", "Shortlist"], ["Shortlist"]],
      [["go", "Shortlist"], ["go", "Shortlist"]],
    ]);
    // Undo: remove what each really added; Ada keeps the tag she had before
    for (const r of added.body.results) {
      const undone = await bulk({ applicationIds: [r.applicationId], action: "removeTags", tags: r.changedTags, undo: true });
      expect(undone.body.succeeded).toBe(1);
    }
    expect((await tagsOf(world.recruiter.key, ada.candidateId)).body.tags).toEqual(["Go"]);
    expect((await tagsOf(world.recruiter.key, cy.candidateId)).body.tags).toEqual([]);
    const undoEntries = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, action: "candidate.tags_changed", metadata: { path: ["undo"], equals: true } } });
    expect(undoEntries).toHaveLength(2);

    // an interviewer's bulk tagging fails per application, with the single endpoint's status
    const refused = await call("POST", "/api/applications/bulk", { key: world.interviewer.key, body: { applicationIds: [ada.id], action: "addTags", tags: ["x"] } });
    expect(refused.body.results).toEqual([expect.objectContaining({ applicationId: ada.id, ok: false, status: 403 })]);
    // tags belong to the tag actions only
    const wrong = await bulk({ applicationIds: [ada.id], action: "move", currentStageId: job.stages[1].id, tags: ["x"] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([{ path: "tags", message: "only applies to actions addTags and removeTags" }]);
    expect((await bulk({ applicationIds: [ada.id], action: "addTags" })).body.details).toEqual([{ path: "tags", message: "is required with action addTags" }]);
  });
});

describe("tags and the person's data", () => {
  it("the export lists them; erasure removes them", async () => {
    const { world, ada } = await scene();
    await put(world.recruiter.key, ada.candidateId, ["Maria's referral"]);
    const exported = await call("GET", `/api/candidates/${ada.candidateId}/export`, { key: world.admin.key });
    expect(exported.body.tags).toEqual([{ label: "Maria's referral", addedAt: expect.any(String) }]);
    expect((await call("DELETE", `/api/candidates/${ada.candidateId}`, { key: world.admin.key })).status).toBe(200);
    expect(await ownerDb.candidateTag.count({ where: { candidateId: ada.candidateId } })).toBe(0);
  });

  it("a deactivated tagger's tags stay, without who added them once the member is removed", async () => {
    const { world, ada } = await scene();
    const temp = await createUser(world.organization.id, { role: "recruiter" });
    const { plaintext } = await createApiKey(temp);
    await put(plaintext, ada.candidateId, ["Kept"]);
    await ownerDb.user.delete({ where: { id: temp.id } });
    expect(await ownerDb.candidateTag.findMany({ where: { candidateId: ada.candidateId }, select: { label: true, addedById: true } })).toEqual([{ label: "Kept", addedById: null }]);
  });
});
