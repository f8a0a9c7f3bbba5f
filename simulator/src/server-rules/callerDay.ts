import { HEADER_TIMEZONE_OFFSET } from '@/domain/contract';

/**
 * The caller's calendar day (YYYY-MM-DD) at `now`: X-Timezone-Offset (minutes east of UTC, as
 * the portal sends it) moves the moment before the day is read; UTC without the header (a link
 * opened outside the API) or with a malformed one. What a due date is compared with.
 */
export function callerToday(now: number, request?: Request): string {
  const raw = Number(request?.headers.get(HEADER_TIMEZONE_OFFSET) ?? 0);
  const offset = Number.isFinite(raw) && Math.abs(raw) <= 14 * 60 ? raw : 0;
  return new Date(now + offset * 60_000).toISOString().slice(0, 10);
}
