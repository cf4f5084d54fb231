export * from "./admin";
export * from "./auth";
export * from "./builds";
export * from "./events";
export * from "./forums";
export * from "./profiles";
export * from "./rate-limits";
