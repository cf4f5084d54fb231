// Whether a new password is too easy to guess: zxcvbn-ts with its common-password, name and word
// lists (offline, ~1 MB), loaded on the first check rather than at start-up. Server only: the
// browser checks the length and shows this check's message from the action.
import { newPasswordLengthProblem, PASSWORD_TOO_WEAK_MESSAGE } from "./form-rules";

/**
 * zxcvbn's score 3: "safely unguessable" (about 10^8 guesses or more); below that the password
 * is on a common list, a dictionary word with a digit, a keyboard row and the like.
 */
const MIN_SCORE = 3;

type Checker = (password: string, userInputs: string[]) => number;
let checker: Promise<Checker> | undefined;

function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) => {
      const factory = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      });
      return (password, userInputs) => factory.check(password, userInputs).score;
    },
    (error: unknown) => {
      checker = undefined;
      throw error;
    },
  );
  return checker;
}

/**
 * The message for a new password that breaks the site's rule (length, then strength), or
 * undefined when it is fine. `userInputs` (e-mail, name, username) count as easy to guess.
 */
export async function newPasswordProblem(
  password: string,
  userInputs: (string | undefined)[] = [],
): Promise<string | undefined> {
  const lengthProblem = newPasswordLengthProblem(password);
  if (lengthProblem) return lengthProblem;
  const inputs = userInputs.filter((v): v is string => typeof v === "string" && v.length > 0);
  // The e-mail's local part as well: "jane.doe" is as guessable as "jane.doe@example.com".
  for (const value of [...inputs]) if (value.includes("@")) inputs.push(value.split("@")[0]);
  const score = (await loadChecker())(password, inputs);
  return score < MIN_SCORE ? PASSWORD_TOO_WEAK_MESSAGE : undefined;
}
