import { DEFAULT_SUPPORT_EMAIL, SUPPORT_EMAIL_META } from '../../contracts/site';

/** Where veterans write for help: the server's SUPPORT_EMAIL, handed over in a meta tag. */
export function supportEmail(): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SUPPORT_EMAIL_META}"]`);
  return meta?.content || DEFAULT_SUPPORT_EMAIL;
}
