import EmailReplyParser from "email-reply-parser";

const parser = new EmailReplyParser();

// A reply's own words: the quoted history ("On … wrote:", "> …") and the signature cut off by
// email-reply-parser (docs/decisions/401). A mail that is nothing but a quote keeps its text.
export function replyText(text: string): string {
  const visible = parser.parseReply(text.replace(/\r\n/g, "\n")).trim();
  return visible || text.trim();
}
