/** A tel: or sms: address a phone dials as is: US ten-digit numbers get the +1 country code. */
export function phoneHref(scheme: 'tel' | 'sms', number: string): string {
  const digits = number.replace(/\D/g, '');
  return `${scheme}:${digits.length === 10 ? `+1${digits}` : digits}`;
}
