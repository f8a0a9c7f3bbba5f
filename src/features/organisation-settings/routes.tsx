import { ADMIN_LEVEL } from '@/lib/permissions/accessControl';
import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute, RouteHandle } from '@/core/routing/routeHandle';
import { ID, UID } from '@/core/routing/routeParams';
import { organisationPaths as paths } from './paths';

const BY = 'the organisation settings issue (not yet filed)';

/**
 * Organisation settings are outside the access map: every member may look, and only `roles`
 * decides who may change them (admins and above).
 */
const open: Omit<RouteHandle, 'title'> = { excludedFromAccessMap: true };
const adminOnly: Omit<RouteHandle, 'title'> = { excludedFromAccessMap: true, roles: ADMIN_LEVEL };

export const organisationSettingsRoutes: AppRoute[] = [
  placeholderRoute(paths.list, 'Organisations', BY, open),
  placeholderRoute(paths.new, 'Add Organisation', BY, adminOnly),
  placeholderRoute(paths.details(ID), 'Organisation Details', BY, open),
  placeholderRoute(paths.detailsEdit(ID), 'Edit Organisation Details', BY, adminOnly),
  placeholderRoute(paths.members(ID), 'Team Members', BY, open),
  placeholderRoute(paths.inviteMember(ID), 'Invite Member', BY, adminOnly),
  placeholderRoute(paths.memberEdit(ID, UID), 'Edit Member', BY, adminOnly),
  placeholderRoute(paths.functions(ID), 'Team Functions', BY, open),
  placeholderRoute(paths.proposal(ID), 'Proposal', BY, open),
  placeholderRoute(paths.activeWarehouse(ID), 'Active Warehouse', BY, open),
  placeholderRoute(paths.activeWarehouseEdit(ID), 'Edit Active Warehouse', BY, adminOnly),
  placeholderRoute(paths.shippingPreferences(ID), 'Shipping Preferences', BY, open),
  placeholderRoute(paths.shippingPreferencesEdit(ID), 'Edit Shipping Preferences', BY, adminOnly),
  placeholderRoute(paths.shippingMethods(ID), 'Shipping Methods', BY, open),
  placeholderRoute(paths.customShippingMethods(ID), 'Custom Shipping Methods', BY, adminOnly),
  placeholderRoute(
    paths.customShippingMethodsEdit(ID),
    'Edit Custom Shipping Methods',
    BY,
    adminOnly,
  ),
  placeholderRoute(paths.emailPreferences(ID), 'Email Preferences', BY, open),
  placeholderRoute(paths.emailPreferencesEdit(ID), 'Edit Email Preferences', BY, adminOnly),
  placeholderRoute(paths.integrations(ID), 'Integrations', BY, open),
  placeholderRoute(paths.integrationEdit(ID, UID), 'Edit Integration', BY, adminOnly),
];
