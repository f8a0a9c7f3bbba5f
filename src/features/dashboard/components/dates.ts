/**
 * The dashboard's two date formats ('5 Nov', '25 Nov, 6:44 am'). Intl rather than dayjs here:
 * the shell does not load dayjs, and the home page's size budget has no room for it.
 */
const DAY = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short' });
const DAY_AND_TIME = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

export const shortDate = (iso: string): string => DAY.format(new Date(iso));
export const dateAndTime = (iso: string): string => DAY_AND_TIME.format(new Date(iso));
