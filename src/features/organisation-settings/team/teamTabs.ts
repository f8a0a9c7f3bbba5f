import type { DetailTab } from '@/components/page/detailTabs';
import { organisationPaths } from '../paths';

export type TeamTab = 'members' | 'functions';

/** The Team section's inner tabs, each a route of its own. */
export const teamTabs: readonly DetailTab<TeamTab>[] = [
  { key: 'members', label: 'Members', path: organisationPaths.members },
  { key: 'functions', label: 'Functions', path: organisationPaths.functions },
];
