import { ADMIN_LEVEL } from '@/domain/permissions/accessControl';
import { pageRoute } from '@/core/routing/pageRoute';
import type { AppRoute, RouteHandle } from '@/core/routing/routeHandle';
import { ID, UID } from '@/core/routing/routeParams';
import { organisationPaths as paths } from './paths';

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
  pageRoute(
    paths.list,
    async () => (await import('./organisation/OrganisationListPage')).OrganisationListPage,
    open('Organisations'),
  ),
  pageRoute(
    paths.new,
    async () => (await import('./organisation/OrganisationWizardPage')).OrganisationWizardPage,
    adminOnly('Add Organisation'),
  ),
  pageRoute(
    paths.details(ID),
    async () => (await import('./organisation/DetailsPage')).DetailsPage,
    open('Organisation Details'),
  ),
  pageRoute(
    paths.detailsEdit(ID),
    async () => (await import('./organisation/DetailsEditPage')).DetailsEditPage,
    adminOnly('Edit Organisation Details'),
  ),
  pageRoute(
    paths.members(ID),
    async () => (await import('./team/MembersPage')).MembersPage,
    open('Team Members'),
  ),
  pageRoute(
    paths.inviteMember(ID),
    async () => (await import('./team/InviteMemberPage')).InviteMemberPage,
    adminOnly('Invite Member'),
  ),
  pageRoute(
    paths.memberEdit(ID, UID),
    async () => (await import('./team/EditMemberPage')).EditMemberPage,
    adminOnly('Edit Member'),
  ),
  pageRoute(
    paths.functions(ID),
    async () => (await import('./team/FunctionsPage')).FunctionsPage,
    open('Team Functions'),
  ),
  pageRoute(
    paths.proposal(ID),
    async () => (await import('./organisation/ProposalPage')).ProposalPage,
    adminOnly('Proposal'),
  ),
  pageRoute(
    paths.activeWarehouse(ID),
    async () => (await import('./organisation/ActiveWarehousePage')).ActiveWarehousePage,
    open('Active Warehouse'),
  ),
  pageRoute(
    paths.activeWarehouseEdit(ID),
    async () => (await import('./organisation/ActiveWarehouseEditPage')).ActiveWarehouseEditPage,
    adminOnly('Edit Active Warehouse'),
  ),
  pageRoute(
    paths.shippingPreferences(ID),
    async () => (await import('./preferences/ShippingPreferencesPage')).ShippingPreferencesPage,
    open('Shipping Preferences'),
  ),
  pageRoute(
    paths.shippingPreferencesEdit(ID),
    async () =>
      (await import('./preferences/ShippingPreferencesEditPage')).ShippingPreferencesEditPage,
    adminOnly('Edit Shipping Preferences'),
  ),
  pageRoute(
    paths.shippingMethods(ID),
    async () => (await import('./preferences/ShippingMethodsPage')).ShippingMethodsPage,
    open('Shipping Methods'),
  ),
  pageRoute(
    paths.customShippingMethods(ID),
    async () => (await import('./preferences/CustomShippingMethodsPage')).CustomShippingMethodsPage,
    adminOnly('Custom Shipping Methods'),
  ),
  pageRoute(
    paths.customShippingMethodsEdit(ID),
    async () =>
      (await import('./preferences/CustomShippingMethodsEditPage')).CustomShippingMethodsEditPage,
    adminOnly('Edit Custom Shipping Methods'),
  ),
  pageRoute(
    paths.emailPreferences(ID),
    async () => (await import('./preferences/EmailPreferencesPage')).EmailPreferencesPage,
    open('Email Preferences'),
  ),
  pageRoute(
    paths.emailPreferencesEdit(ID),
    async () => (await import('./preferences/EmailPreferencesEditPage')).EmailPreferencesEditPage,
    adminOnly('Edit Email Preferences'),
  ),
  pageRoute(
    paths.integrations(ID),
    async () => (await import('./preferences/IntegrationsPage')).IntegrationsPage,
    open('Integrations'),
  ),
  pageRoute(
    paths.integrationEdit(ID, UID),
    async () => (await import('./preferences/IntegrationEditPage')).IntegrationEditPage,
    adminOnly('Edit Integration'),
  ),
];
