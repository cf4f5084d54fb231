// The site's rules for better-auth, whose one instance lives in app/lib/auth.server.ts: the checks
// on every way in (sign-in delay, sign-up fields and guard, password strength), the password
// lengths, and what each new member gets (a profile; the record of where they signed up from,
// which may hold the account for review). Loading this module gives them to the instance, so code
// outside app/lib takes `auth` from here (through ./index.server.ts); the server's entry loads it
// first.
import { auth, configureAuth } from "~/lib/auth.server";
import {
  createProfileForNewUser,
  isUsernameTaken,
  USERNAME_TAKEN_MESSAGE,
} from "~/modules/profiles/index.server";
import { recordSignUp } from "~/modules/trust/index.server";
import { authApiAfter, authApiBefore } from "./auth-api-rules.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./form-rules";

configureAuth({
  hooks: { before: authApiBefore, after: authApiAfter },
  minPasswordLength: MIN_PASSWORD_LENGTH,
  maxPasswordLength: MAX_PASSWORD_LENGTH,
  usernameRefusal: async (username) =>
    (await isUsernameTaken(username)) ? USERNAME_TAKEN_MESSAGE : null,
  userCreated: async (user) => {
    await createProfileForNewUser(user);
    await recordSignUp(user.id, user.ip);
  },
});

export { auth };
