import { hashSecret } from "@/lib/auth/api-keys";
import { asPublic, type PublicKey } from "@/lib/db/caller-scope";

// A public or token route's statements run as hiring_public for the organization the database finds
// by the slug or token (decision 463): no other organization's row is there to read or write.
export function asVisitorOf<T>(slug: string, work: () => Promise<T>): Promise<T> {
  return asPublic({ kind: "slug", key: slug }, work);
}

// A token stored as hashSecret(token): invitations, withdrawals, offers, interviews' manage links,
// scheduling links and the candidate's application page links (docs/decisions/493).
export function asHolderOf<T>(kind: Exclude<PublicKey["kind"], "slug" | "reply">, token: string, work: () => Promise<T>): Promise<T> {
  return asPublic({ kind, key: hashSecret(token) }, work);
}
