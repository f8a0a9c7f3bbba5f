import { ADMIN_LEVEL } from '@/lib/permissions/accessControl';
import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute, RouteHandle } from '@/core/routing/routeHandle';

const BY = 'the organisation settings issue (not yet filed)';
const ORG = '/settings/organisation';
const DETAIL = `${ORG}/:id`;

/** Organisation settings are excluded from the access map (SPEC §6): only `roles` applies. */
const open: Omit<RouteHandle, 'title'> = { excludedFromAccessMap: true };
const adminOnly: Omit<RouteHandle, 'title'> = { excludedFromAccessMap: true, roles: ADMIN_LEVEL };

export const organisationSettingsRoutes: AppRoute[] = [
  placeholderRoute(ORG, 'Organisations', BY, open),
  placeholderRoute(`${ORG}/new`, 'Add Organisation', BY, adminOnly),
  placeholderRoute(`${DETAIL}/details`, 'Organisation Details', BY, open),
  placeholderRoute(`${DETAIL}/details/edit`, 'Edit Organisation Details', BY, adminOnly),
  placeholderRoute(`${DETAIL}/team/members`, 'Team Members', BY, open),
  placeholderRoute(`${DETAIL}/team/members/invite`, 'Invite Member', BY, adminOnly),
  placeholderRoute(`${DETAIL}/team/members/:uid/edit`, 'Edit Member', BY, adminOnly),
  placeholderRoute(`${DETAIL}/team/functions`, 'Team Functions', BY, open),
  placeholderRoute(`${DETAIL}/proposal`, 'Proposal', BY, open),
  placeholderRoute(`${DETAIL}/active-warehouse`, 'Active Warehouse', BY, open),
  placeholderRoute(`${DETAIL}/active-warehouse/edit`, 'Edit Active Warehouse', BY, adminOnly),
  placeholderRoute(`${DETAIL}/shipping/preferences`, 'Shipping Preferences', BY, open),
  placeholderRoute(`${DETAIL}/shipping/preferences/edit`, 'Edit Shipping Preferences', BY, adminOnly),
  placeholderRoute(`${DETAIL}/shipping/methods`, 'Shipping Methods', BY, open),
  placeholderRoute(`${DETAIL}/shipping/custom-methods`, 'Custom Shipping Methods', BY, adminOnly),
  placeholderRoute(`${DETAIL}/shipping/custom-methods/edit`, 'Edit Custom Shipping Methods', BY, adminOnly),
  placeholderRoute(`${DETAIL}/email-preferences`, 'Email Preferences', BY, open),
  placeholderRoute(`${DETAIL}/email-preferences/edit`, 'Edit Email Preferences', BY, adminOnly),
  placeholderRoute(`${DETAIL}/integrations`, 'Integrations', BY, open),
  placeholderRoute(`${DETAIL}/integrations/:uid/edit`, 'Edit Integration', BY, adminOnly),
];
