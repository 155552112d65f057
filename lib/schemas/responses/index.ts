// Every response body of the API, by name. The OpenAPI generator registers each exported
// object or enum schema as a component under its export name.
export * from "./common";
export * from "./api-key";
export * from "./organization";
export * from "./job";
export * from "./application";
export * from "./activity";
export * from "./feedback";
export * from "./note";
export * from "./candidate";
export * from "./public-board";
export * from "./report";
export * from "./audit";
export * from "./home";
export * from "./team";
export * from "./system";
export * from "./webhook";
export * from "./webhook-events";
export * from "./email-template";
export * from "./privacy";
export * from "./application-bulk";
export * from "./search";
export * from "./rejection-reason";
export * from "./talent-pool";
export * from "./eeo";
export * from "./question";
export * from "./interview";
