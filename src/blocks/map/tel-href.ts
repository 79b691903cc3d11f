/** A phone number as written for people, as a `tel:` address: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)\D/g, '')}`;
}
