// The sign-up form's guard fields (./sign-up-guard.server.ts checks them): the signed time the
// form was handed out, and the honeypot. The honeypot is out of sight, out of the tab order and
// hidden from screen readers, so only a script filling every field it finds ever fills it.
import { SIGN_UP_GUARD_FIELDS } from "../limits";

export function SignUpGuardFields({ stamp }: { stamp: string }) {
  return (
    <>
      <input type="hidden" name={SIGN_UP_GUARD_FIELDS.stamp} value={stamp} />
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="signup-website">Website</label>
        <input
          id="signup-website"
          type="text"
          name={SIGN_UP_GUARD_FIELDS.honeypot}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}
