// The auth area as other areas see it (isomorphic, zod-free); server-only parts: ./index.server.ts.
// The account pages ask for a new password and an e-mail address by the same rules as sign-up.
export {
  INVALID_EMAIL_MESSAGE,
  MAX_PASSWORD_LENGTH,
  newPasswordLengthProblem,
  PASSWORDS_DIFFER_MESSAGE,
} from "./form-rules";
export { NewPasswordFields } from "./ui/account-fields";
