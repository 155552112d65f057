// A file built in memory (an export), sent as an attachment and never cached.
export function download(file: { body: string; contentType: string; fileName: string }): Response {
  return new Response(file.body, {
    status: 200,
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
