/** A member's full name, or the e-mail while the names are blank. */
export const memberName = (m: { first_name: string; last_name: string; email: string }) =>
  `${m.first_name} ${m.last_name}`.trim() || m.email;
