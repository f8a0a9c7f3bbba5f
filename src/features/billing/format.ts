import dayjs from 'dayjs';

/** A calendar day as the billing screens show it: '17 Nov 2026'. */
export const formatDay = (value: string | null | undefined) =>
  value ? dayjs(value).format('D MMM YYYY') : '—';

/** A moment with its time: '19 Nov 2026, 14:05'. */
export const formatMoment = (value: string | null | undefined) =>
  value ? dayjs(value).format('D MMM YYYY, HH:mm') : '—';
