import { PATHS } from '@/core/navigation/navigator';

/** The dashboard is the portal's home: the core sends people there, so its address is the core's. */
export const dashboardPaths = {
  home: PATHS.home,
} as const;
