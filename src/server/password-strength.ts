import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { passwordMessages } from '../contracts/fields';
import { HttpError } from './http-error';

// A guess count zxcvbn rates "safely unguessable" for an online attack slowed down like ours.
const WEAKEST_ACCEPTED_SCORE = 3;

// The dictionaries are megabytes, so they load on the first password checked, not at start-up.
let checker: Promise<ZxcvbnFactory> | undefined;
const loadChecker = () =>
  (checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
      }),
  ));

/** Why a new password would be easy to guess, in plain words; undefined when it is fine. */
export async function weakPasswordReason(password: string): Promise<string | undefined> {
  const result = await (await loadChecker()).check(password);
  const [only] = result.sequence;
  if (
    result.sequence.length === 1 &&
    only &&
    'dictionaryName' in only &&
    only.dictionaryName === 'passwords-common'
  ) {
    return passwordMessages.common;
  }
  return result.score < WEAKEST_ACCEPTED_SCORE ? passwordMessages.guessable : undefined;
}

/** Refuses a weak new password with a 400 whose field error names `path`. */
export async function requireStrongPassword(password: string, path: string): Promise<void> {
  const reason = await weakPasswordReason(password);
  if (!reason) return;
  throw new HttpError(400, reason, [{ path, message: reason }]);
}
