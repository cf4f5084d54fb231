// Passkey ceremonies through better-auth's own endpoints, for Vitest files: a software
// authenticator (./webauthn.ts) plays the member's phone. Kept apart from ./webauthn.ts, which
// the security suite (outside the app's module graph) also imports.
import { auth } from "~/modules/auth/index.server";
import { requestWithCookie, withSetCookies } from "./users";
import type { CreationOptions, RequestOptions, SoftAuthenticator } from "./webauthn";

/** Adds a passkey through better-auth's endpoints, as the Security page's button does. */
export async function addPasskey(cookie: string, authenticator: SoftAuthenticator, name?: string) {
  const options = await auth().api.generatePasskeyRegistrationOptions({
    headers: new Headers({ Cookie: cookie }),
    returnHeaders: true,
  });
  const withChallenge = withSetCookies(cookie, options.headers);
  return auth().api.verifyPasskeyRegistration({
    body: {
      response: authenticator.register(options.response as unknown as CreationOptions),
      ...(name === undefined ? {} : { name }),
    },
    headers: new Headers({ Cookie: withChallenge }),
  });
}

/**
 * A passkey prompt answered on a signed-in page (`cookie`): the browser's answer as JSON and a
 * request carrying the challenge cookie it was made for. `credential` picks which of the
 * authenticator's passkeys answers (by default one the options allow).
 */
export async function passkeyAnswer(
  url: string,
  cookie: string,
  authenticator: SoftAuthenticator,
  credential?: SoftAuthenticator["credentials"][number],
) {
  const options = await auth().api.generatePasskeyAuthenticationOptions({
    headers: new Headers({ Cookie: cookie }),
    returnHeaders: true,
  });
  const request = requestWithCookie(url, withSetCookies(cookie, options.headers));
  const requestOptions = options.response as unknown as RequestOptions;
  const answer = credential
    ? authenticator.authenticate(requestOptions, credential)
    : authenticator.authenticate(requestOptions);
  return { assertion: JSON.stringify(answer), request };
}
