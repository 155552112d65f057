import type { InboundMailPost } from "@/lib/schemas/inbound-mail";
import type { InboundMail } from "./inbound-mail";

// The provider's post (Postmark's inbound shape, docs/decisions/402) as an InboundMail.
export function fromProviderPost(post: InboundMailPost): InboundMail {
  const headers = new Map<string, string>();
  for (const { Name, Value } of post.Headers) if (!headers.has(Name.toLowerCase())) headers.set(Name.toLowerCase(), Value);
  const recipients = [...(post.ToFull ?? []), ...(post.CcFull ?? [])].map((a) => a.Email);
  return {
    envelopeTo: post.OriginalRecipient ? [post.OriginalRecipient] : [],
    headerTo: recipients.length > 0 ? recipients : (post.To ?? "").split(","),
    from: post.FromFull?.Email ?? post.From,
    subject: post.Subject,
    text: post.TextBody,
    headers,
    messageId: headers.get("message-id")?.trim() ?? (post.MessageID ? `<${post.MessageID}@provider>` : null),
    attachments: post.Attachments.map((a) => ({ fileName: a.Name, bytes: Buffer.from(a.Content, "base64") })),
  };
}
