import { SUPPORT_EMAIL_META } from '../../contracts/site';

/**
 * Where veterans write for help: the server's SUPPORT_EMAIL, handed over in a meta tag. Null
 * when the operator has set none, so no made-up address is ever shown.
 */
export function supportEmail(): string | null {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SUPPORT_EMAIL_META}"]`);
  return meta?.content.trim() || null;
}
