import { GROUP_SCHEMA, LIST_SCHEMA, MAX_RESULTS, USER_SCHEMA } from "@/lib/scim/protocol";

// The discovery documents of RFC 7643 5-7: what this server supports, for a directory to read.

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig"],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      { type: "oauthbearertoken", name: "OAuth Bearer Token", description: "The organization's SCIM token, made in Settings → Sign-in", primary: true },
    ],
    meta: { resourceType: "ServiceProviderConfig", location: `${baseUrl}/ServiceProviderConfig` },
  };
}

const attribute = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: "string",
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: "readWrite",
  returned: "default",
  uniqueness: "none",
  ...extra,
});

export const SCHEMAS = [
  {
    id: USER_SCHEMA,
    name: "User",
    description: "A member of the organization",
    attributes: [
      attribute("userName", { required: true, uniqueness: "server", description: "The member's e-mail address" }),
      attribute("externalId", { caseExact: true }),
      attribute("displayName"),
      attribute("active", { type: "boolean" }),
      {
        ...attribute("name", { type: "complex" }),
        subAttributes: [attribute("formatted"), attribute("givenName"), attribute("familyName")],
      },
      {
        ...attribute("emails", { type: "complex", multiValued: true, mutability: "readOnly", description: "The e-mail is userName" }),
        subAttributes: [attribute("value"), attribute("type"), attribute("primary", { type: "boolean" })],
      },
      {
        ...attribute("groups", { type: "complex", multiValued: true, mutability: "readOnly" }),
        subAttributes: [attribute("value"), attribute("display")],
      },
    ],
    meta: { resourceType: "Schema" },
  },
  {
    id: GROUP_SCHEMA,
    name: "Group",
    description: "A directory group; an admin may map it to a role",
    attributes: [
      attribute("displayName", { required: true, uniqueness: "server" }),
      attribute("externalId", { caseExact: true }),
      {
        ...attribute("members", { type: "complex", multiValued: true }),
        subAttributes: [attribute("value", { mutability: "immutable" }), attribute("display", { mutability: "readOnly" })],
      },
    ],
    meta: { resourceType: "Schema" },
  },
];

export function resourceTypes(baseUrl: string) {
  return [
    { schemas: ["urn:ietf:params:scim:schemas:core:2.0:ResourceType"], id: "User", name: "User", endpoint: "/Users", schema: USER_SCHEMA, meta: { resourceType: "ResourceType", location: `${baseUrl}/ResourceTypes/User` } },
    { schemas: ["urn:ietf:params:scim:schemas:core:2.0:ResourceType"], id: "Group", name: "Group", endpoint: "/Groups", schema: GROUP_SCHEMA, meta: { resourceType: "ResourceType", location: `${baseUrl}/ResourceTypes/Group` } },
  ];
}

export function listOf<T>(resources: T[]) {
  return { schemas: [LIST_SCHEMA], totalResults: resources.length, itemsPerPage: resources.length, startIndex: 1, Resources: resources };
}
