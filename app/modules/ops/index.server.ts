// The operations area's server-only parts other areas use.
export { keysNoRowUses } from "./storage-sweep.server";
