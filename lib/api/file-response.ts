import { Readable } from "node:stream";
import fileRoutes from "./file-routes.json";

// A stored file a candidate sent (résumé, file answer): a PDF is offered inline (the application
// screen previews it in a frame of ours), anything else as a download. The sandbox keeps a crafted
// file from running anything in our origin. A route answering with this must be listed in
// file-routes.json, or next.config.js's page policy replaces the sandbox (docs/decisions/451).
export function candidateFileResponse(file: { body: Readable; size: number; fileName: string; contentType: string }, fallbackName: string): Response {
  const disposition = file.contentType === "application/pdf" ? "inline" : "attachment";
  return new Response(Readable.toWeb(file.body) as ReadableStream, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": `${disposition}; filename="${asciiName(file.fileName, fallbackName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "X-Content-Type-Options": "nosniff",
      ...fileRoutes.headers,
      "Cache-Control": "private, no-store",
    },
  });
}

// the plain filename= for old clients: ASCII only, without quotes or backslashes
function asciiName(name: string, fallback: string): string {
  return name.normalize("NFKD").replace(/[^\x20-\x7e]/g, "").replace(/["\\]/g, "") || fallback;
}
