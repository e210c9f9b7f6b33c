/** What the counter enrol form starts with: the search that found nobody, read as a phone or a name. */
export function enrolmentPrefill(search: string): { phone: string; firstName: string; lastName: string } {
  const text = search.trim().replace(/\s+/g, ' ');
  const empty = { phone: '', firstName: '', lastName: '' };
  if (/^\+?[\d\s().-]+$/.test(text) && text.replace(/\D/g, '').length >= 3) return { ...empty, phone: text };
  // A customer ID or an email is not a name.
  if (!/^[\p{L}' .-]+$/u.test(text)) return empty;
  const [firstName = '', ...rest] = text.split(' ');
  return { ...empty, firstName, lastName: rest.join(' ') };
}
