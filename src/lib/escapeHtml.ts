/**
 * Text made safe to place in HTML, between tags or in a quoted attribute: the five characters
 * HTML gives meaning to (& < > " ') become numeric character references.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
