import { z } from "zod";
import { Timestamp } from "./common";

const ScimSettings = z.object({
  enabled: z.boolean().describe("Whether a SCIM token exists"),
  createdAt: Timestamp.nullable().describe("When the current token was made"),
  baseUrl: z.string().describe("The SCIM base URL to give the directory"),
});

export const ScimSettingsResponse = z.object({ scim: ScimSettings });

export const ScimTokenResponse = z.object({
  token: z.string().describe("The bearer token, shown this once"),
  createdAt: Timestamp,
});

export const ScimGroupMapping = z.object({
  id: z.number().int(),
  displayName: z.string(),
  roleId: z.number().int().nullable().describe("The role its members get; null: none"),
  members: z.number().int().describe("How many members the directory put in it"),
});

export const ScimGroupsResponse = z.object({ groups: z.array(ScimGroupMapping) });
export const ScimGroupResponse = z.object({ group: ScimGroupMapping });
