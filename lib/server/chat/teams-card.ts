// The message a Microsoft Teams "Post to a channel when a webhook request is received" workflow
// takes: a message with one Adaptive Card attachment (Workflows read Adaptive Cards only), the
// delivery's text and a button back to the product (docs/decisions/484).
export function teamsCard(text: string, link: string) {
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [{ type: "TextBlock", text, wrap: true }],
          actions: [{ type: "Action.OpenUrl", title: "Open in Hiring", url: link }],
        },
      },
    ],
  };
}
