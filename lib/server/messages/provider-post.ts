import type { InboundMailPost } from "@/lib/schemas/inbound-mail";
import type { InboundMail } from "./inbound-mail";
import { unbracketed } from "./parse-mime";

// The size of the message a post carries, measured as our SMTP listener measures it (SIZE counts the
// MIME message as sent, where attachments travel in base64): the subject, the headers, the text and
// HTML bodies in UTF-8 and each attachment's base64 as posted. Only MIME's own framing (boundaries,
// part headers, line breaks in base64) is not counted, a few per cent in the sender's favour.
export function providerPostMessageBytes(post: InboundMailPost): number {
  const utf8 = (text: string | undefined) => Buffer.byteLength(text ?? "", "utf8");
  return (
    utf8(post.Subject) +
    post.Headers.reduce((sum, h) => sum + utf8(h.Name) + utf8(h.Value) + 4, 0) +
    utf8(post.TextBody) +
    utf8(post.HtmlBody) +
    post.Attachments.reduce((sum, a) => sum + a.Content.length, 0)
  );
}

// The provider's post (Postmark's inbound shape, docs/decisions/402) as an InboundMail.
export function fromProviderPost(post: InboundMailPost): InboundMail {
  const headers = new Map<string, string>();
  for (const { Name, Value } of post.Headers) if (!headers.has(Name.toLowerCase())) headers.set(Name.toLowerCase(), Value);
  const recipients = [...(post.ToFull ?? []), ...(post.CcFull ?? [])].map((a) => a.Email);
  return {
    envelopeTo: post.OriginalRecipient ? [post.OriginalRecipient] : [],
    headerTo: recipients.length > 0 ? recipients : (post.To ?? "").split(","),
    from: post.FromFull?.Email ?? post.From,
    fromName: post.FromFull?.Name ?? "",
    returnPath: headers.has("return-path") ? unbracketed(headers.get("return-path")!) : undefined,
    subject: post.Subject,
    text: post.TextBody,
    headers,
    messageId: headers.get("message-id")?.trim() ?? (post.MessageID ? `<${post.MessageID}@provider>` : null),
    attachments: post.Attachments.map((a) => ({ fileName: a.Name, bytes: Buffer.from(a.Content, "base64") })),
  };
}
