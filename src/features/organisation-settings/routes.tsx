import { ADMIN_LEVEL } from '@/domain/permissions/accessControl';
import { pageRoute } from '@/core/routing/pageRoute';
import type { AppRoute, RouteHandle } from '@/core/routing/routeHandle';
import { ID, UID } from '@/core/routing/routeParams';
import { organisationPages as org } from './organisation/pages';
import { organisationPaths as paths } from './paths';
import { preferencePages as prefs } from './preferences/pages';
import { teamPages as team } from './team/pages';

/**
 * Organisation settings are outside the access map: every member may look, and only `roles`
 * decides who may change them (admins and above). The proposal (the organisation's prices) and
 * the custom shipping methods carry the stricter marker too.
 */
const open = (title: string): RouteHandle => ({
  permission: 'view',
  excludedFromAccessMap: true,
  title,
});
const adminOnly = (title: string): RouteHandle => ({
  permission: 'admin',
  excludedFromAccessMap: true,
  roles: ADMIN_LEVEL,
  title,
});

export const organisationSettingsRoutes: AppRoute[] = [
  pageRoute(paths.list, org.list, open('Organisations')),
  pageRoute(paths.new, org.new, adminOnly('Add Organisation')),
  pageRoute(paths.details(ID), org.details, open('Organisation Details')),
  pageRoute(paths.detailsEdit(ID), org.detailsEdit, adminOnly('Edit Organisation Details')),
  pageRoute(paths.members(ID), team.members, open('Team Members')),
  pageRoute(paths.inviteMember(ID), team.inviteMember, adminOnly('Invite Member')),
  pageRoute(paths.memberEdit(ID, UID), team.memberEdit, adminOnly('Edit Member')),
  pageRoute(paths.functions(ID), team.functions, open('Team Functions')),
  pageRoute(paths.proposal(ID), org.proposal, adminOnly('Proposal')),
  pageRoute(paths.activeWarehouse(ID), org.activeWarehouse, open('Active Warehouse')),
  pageRoute(
    paths.activeWarehouseEdit(ID),
    org.activeWarehouseEdit,
    adminOnly('Edit Active Warehouse'),
  ),
  pageRoute(paths.shippingPreferences(ID), prefs.shippingPreferences, open('Shipping Preferences')),
  pageRoute(
    paths.shippingPreferencesEdit(ID),
    prefs.shippingPreferencesEdit,
    adminOnly('Edit Shipping Preferences'),
  ),
  pageRoute(paths.shippingMethods(ID), prefs.shippingMethods, open('Shipping Methods')),
  pageRoute(
    paths.customShippingMethods(ID),
    prefs.customShippingMethods,
    adminOnly('Custom Shipping Methods'),
  ),
  pageRoute(
    paths.customShippingMethodsEdit(ID),
    prefs.customShippingMethodsEdit,
    adminOnly('Edit Custom Shipping Methods'),
  ),
  pageRoute(paths.emailPreferences(ID), prefs.emailPreferences, open('Email Preferences')),
  pageRoute(
    paths.emailPreferencesEdit(ID),
    prefs.emailPreferencesEdit,
    adminOnly('Edit Email Preferences'),
  ),
  pageRoute(paths.integrations(ID), prefs.integrations, open('Integrations')),
  pageRoute(paths.integrationEdit(ID, UID), prefs.integrationEdit, adminOnly('Edit Integration')),
];
