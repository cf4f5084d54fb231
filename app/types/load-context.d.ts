import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce, set by server.ts. */
    nonce: string;
  }
}
