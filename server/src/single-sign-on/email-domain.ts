/** The part after the @ of an email, lower case ('' when there is none). */
export function domainOfEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}
