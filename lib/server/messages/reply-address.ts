import { createHash, randomBytes } from "node:crypto";
import { appUrl, env } from "@/lib/env";

// Each outgoing message's Reply-To is reply+<token>@<inbound domain> (docs/decisions/400): the token
// is 160 random bits in lowercase base32 (a mail server may fold the local part's case), stored only
// as its SHA-256, so the database alone cannot forge an answer into a conversation.
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
const TOKEN_LENGTH = 32;
const ADDRESS = /\breply\+([a-z2-7]{32})@/gi;

export function newReplyToken(): string {
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let token = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      token += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return token.slice(0, TOKEN_LENGTH);
}

export function replyTokenHash(token: string): Buffer {
  return createHash("sha256").update(token.toLowerCase()).digest();
}

export function inboundDomain(): string {
  return env().INBOUND_MAIL_DOMAIN ?? new URL(appUrl()).hostname;
}

export function replyAddress(token: string): string {
  return `reply+${token}@${inboundDomain()}`;
}

// The tokens named by the addresses a mail was sent to (envelope or headers), in order, once each.
export function replyTokensIn(addresses: string[]): string[] {
  const found = new Set<string>();
  for (const address of addresses) for (const match of address.matchAll(ADDRESS)) found.add(match[1].toLowerCase());
  return [...found];
}
