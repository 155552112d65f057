import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createJob, unique } from "@/prisma/factories";
import { withApi } from "./support/http";
import { getBytes, postForm } from "./support/multipart";
import { makeResumePdf } from "./support/resume-files";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// With S3_BUCKET set the app keeps résumés in the bucket (an s3rver on a loopback port), not on disk.
const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: await mkdtemp(path.join(tmpdir(), "h10-s3app-")) });
const { port } = await s3.run();
const endpoint = `http://127.0.0.1:${port}`;
withSettings({ S3_BUCKET: "app-resumes", S3_ENDPOINT: endpoint, S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" });
const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
await client.send(new CreateBucketCommand({ Bucket: "app-resumes" }));
const { call, baseUrl } = withApi();
afterAll(() => s3.close());

describe("résumés in an S3 bucket", () => {
  it("stores the upload in the bucket, serves it from there, and erasure deletes it", async () => {
    const world = await createWorld("S3 Org");
    const job = await createJob(world.organization.id, { title: "Storage Engineer" });
    const address = `${unique("s3")}@example.test`;
    const pdf = makeResumePdf(["Bucket Person"], 200_000);
    const res = await postForm(baseUrl(), `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`, { name: "Bucket Person", email: address }, { name: "cv.pdf", bytes: pdf });
    expect(res.status).toBe(201);
    const application = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id }, include: { resumeFile: true } });
    const object = await client.send(new GetObjectCommand({ Bucket: "app-resumes", Key: application.resumeFile!.storageKey }));
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(pdf);
    expect(object.ContentType).toBe("application/pdf");

    const download = await getBytes(baseUrl(), `/api/applications/${application.id}/resume`, world.recruiter.key);
    expect(download.status).toBe(200);
    expect(download.bytes).toEqual(pdf);

    const erased = await call("DELETE", `/api/candidates/${application.candidateId}`, { key: world.admin.key });
    expect(erased.status).toBe(200);
    await expect(client.send(new GetObjectCommand({ Bucket: "app-resumes", Key: application.resumeFile!.storageKey }))).rejects.toMatchObject({ name: "NoSuchKey" });
  });
});
