import { Alert, Button, Space, Tag, Typography } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { OrganisationDetail } from '@/domain/contract';
import { OrganisationLogo } from '@/components/OrganisationLogo';
import { useBreadcrumbName } from '@/components/breadcrumbs/BreadcrumbNames';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { SectionNav } from '@/components/page/SectionNav';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { switchOrganisation } from '@/core/session/switchOrganisation';
import { useGetOrganisationQuery } from '../api';
import { organisationSections, type OrganisationSection } from '../paths';
import { TIER_LABEL } from '../tiers';
import { ADMIN_LEVEL } from '@/domain/permissions/accessControl';
import './organisationSettings.css';

/**
 * The sections as this frame links them: the proposal (the organisation's prices) opens for
 * admins and owners only, so everyone else sees it restricted rather than a link to a refusal.
 */
const SECTIONS = organisationSections.map((section) =>
  section.key === 'proposal' ? { ...section, rule: { roles: ADMIN_LEVEL } } : section,
);

/**
 * The section's content, given the organisation once it is loaded: a page's own component, or
 * what a frame of several pages (the team's tabs, the settings' headings) puts around one.
 */
export type OrganisationSettingsLayoutProps = { section: OrganisationSection } & (
  | { content: ComponentType<{ organisation: OrganisationDetail }> }
  | { children: (organisation: OrganisationDetail) => ReactNode }
);

/**
 * The frame of every page under /settings/organisation/{uid}/: the organisation's logo, name and
 * tier, its sections as links, then the section. The settings shown are always those of the
 * organisation the portal works in (the server answers for that one only), so a link to another
 * organisation of the user's offers to switch to it first and comes back to the same page.
 */
export function OrganisationSettingsLayout(props: OrganisationSettingsLayoutProps) {
  const { id = '' } = useParams();
  const current = useAppSelector((s) => s.session.user?.x_organisation_uid);
  if (id !== current) return <SwitchFirst uid={id} />;
  const render =
    'content' in props
      ? (organisation: OrganisationDetail) => (
          <props.content key={organisation.uid} organisation={organisation} />
        )
      : props.children;
  return (
    <CurrentOrganisation uid={id} section={props.section}>
      {render}
    </CurrentOrganisation>
  );
}

function CurrentOrganisation({
  uid,
  section,
  children,
}: {
  uid: string;
  section: OrganisationSection;
  children: (organisation: OrganisationDetail) => ReactNode;
}) {
  const query = useGetOrganisationQuery(uid);
  useBreadcrumbName(uid, query.data?.name);
  return (
    <QueryBoundary query={query} noun="organisation">
      {(organisation) => (
        <article className="organisation-settings" aria-labelledby="organisation-settings-title">
          <header className="organisation-settings-header">
            <OrganisationLogo organisation={organisation} />
            <div>
              <Typography.Title level={1} id="organisation-settings-title">
                {organisation.name}
              </Typography.Title>
              <Space size={8} wrap>
                <Tag>{TIER_LABEL[organisation.tier]}</Tag>
                <Typography.Text type="secondary">Your role: {organisation.role}</Typography.Text>
              </Space>
            </div>
          </header>
          <SectionNav label="Organisation settings" tabs={SECTIONS} current={section} id={uid} />
          {children(organisation)}
        </article>
      )}
    </QueryBoundary>
  );
}

function SwitchFirst({ uid }: { uid: string }) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const organisations = useAppSelector((s) => s.session.user?.organisations ?? []);
  const switching = useAppSelector((s) => s.session.isSwitchingOrganisation);
  const target = organisations.find((o) => o.uid === uid);
  if (!target)
    return (
      <Alert
        type="warning"
        showIcon
        title="Organisation not found"
        description="You are not a member of this organisation."
      />
    );
  return (
    <Alert
      type="info"
      showIcon
      title={`These are the settings of ${target.name}`}
      description={`You are working in another organisation. Switch to ${target.name} to see and change its settings.`}
      action={
        <Button
          type="primary"
          loading={switching}
          onClick={() =>
            void dispatch(switchOrganisation({ organisationUid: uid, then: pathname }))
          }
        >
          Switch to {target.name}
        </Button>
      }
    />
  );
}
