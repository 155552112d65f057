import { ownerDb } from "@/lib/db/owner";
import { generateApiKey, hashSecret, keyPrefixOf } from "@/lib/auth/api-keys";

export async function createApiKey(user: { id: string; organizationId: number }, name = "test key") {
  const plaintext = generateApiKey();
  const key = await ownerDb.apiKey.create({
    data: { organizationId: user.organizationId, userId: user.id, name, keyPrefix: keyPrefixOf(plaintext), keyHash: hashSecret(plaintext) },
  });
  return { key, plaintext };
}
