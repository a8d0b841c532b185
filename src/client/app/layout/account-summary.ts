import type { User } from '../../../contracts/auth';

type Account = Pick<User, 'email' | 'firstName' | 'lastName' | 'profileImageUrl'>;
type MaybeAccount = { [Field in keyof Account]?: Account[Field] | undefined } | null | undefined;

/** Spec §2 drawer footer: the letter shown when there is no profile picture. */
export const avatarInitial = (account: MaybeAccount): string =>
  account?.firstName?.charAt(0) || account?.email?.charAt(0).toUpperCase() || 'U';

/** Spec §2 drawer footer: full name only when both parts exist, else the e-mail, else "User". */
export const accountName = (account: MaybeAccount): string =>
  account?.firstName && account.lastName
    ? `${account.firstName} ${account.lastName}`
    : account?.email || 'User';

/** Spec §2 drawer footer: the e-mail, or "Veteran" when there is none. */
export const accountSubtitle = (account: MaybeAccount): string => account?.email || 'Veteran';
