// The account area's isomorphic public surface (server-only parts: ./index.server.ts).
export { ACCOUNT_PAGES, AccountNav, type AccountPage } from "./components/account-nav";
export { PASSKEY_NAME_MAX_LENGTH, passkeyNameProblem } from "./security/rules";
