/** A `tel:` link to a phone number as people write it ("0151 496 0123"): the same digits without the spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
