export * from "./organization";
export * from "./user";
export * from "./api-key";
export * from "./job";
export * from "./candidate";
export * from "./application";
export { unique } from "./sequence";
