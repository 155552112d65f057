import { Readable } from "node:stream";
import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { IdParams } from "@/lib/schemas/common";
import { getResume } from "@/lib/server/resumes/get-resume";

// GET /api/applications/{id}/resume: the résumé file sent with the application (extension). A PDF
// is offered inline (the application screen previews it in a frame of ours); anything else as a
// download. The sandbox keeps a crafted file from running anything in our origin.
export const GET = route({
  params: IdParams,
  handler: async ({ caller, params }) => {
    const resume = await getResume(caller, params.id);
    const disposition = resume.contentType === "application/pdf" ? "inline" : "attachment";
    return new Response(Readable.toWeb(resume.body) as ReadableStream, {
      headers: {
        "Content-Type": resume.contentType,
        "Content-Length": String(resume.size),
        "Content-Disposition": `${disposition}; filename="${asciiName(resume.fileName)}"; filename*=UTF-8''${encodeURIComponent(resume.fileName)}`,
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "sandbox; frame-ancestors 'self'",
        "X-Frame-Options": "SAMEORIGIN",
        "Cache-Control": "private, no-store",
      },
    });
  },
});

// the plain filename= for old clients: ASCII only, without quotes or backslashes
function asciiName(name: string): string {
  return name.normalize("NFKD").replace(/[^\x20-\x7e]/g, "").replace(/["\\]/g, "") || "resume";
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
