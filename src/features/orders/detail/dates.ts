import dayjs from 'dayjs';

/** '3 Nov 2026, 14:05': a moment the order passed, in the merchant's own clock. */
export const formatDateTime = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');

/** '3 Nov 2026': a day (an ETA). */
export const formatDay = (iso: string) => dayjs(iso).format('D MMM YYYY');
