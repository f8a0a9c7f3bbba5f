import { Button } from 'antd';
import { useId, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { Restricted } from '@/components/Restricted';
import { PageSection } from '@/components/page/PageSection';
import { SectionNav } from '@/components/page/SectionNav';
import type { DetailTab } from '@/components/page/detailTabs';
import { ADMIN_LEVEL, type AccessRule } from '@/domain/permissions/accessControl';
import { OrganisationSettingsLayout } from '../layout/OrganisationSettingsLayout';
import { organisationPaths, type OrganisationSection } from '../paths';
import './preferences.css';

/** Changing any of these settings is for admins and owners (the edit routes say the same). */
export const ADMIN_RULE: AccessRule = {
  permission: 'admin',
  roles: ADMIN_LEVEL,
  excludedFromAccessMap: true,
};

export type ShippingTab = 'preferences' | 'methods' | 'custom-methods';

/** The Shipping section's inner tabs; Custom Methods is admin-level, reading included. */
export const shippingTabs: readonly DetailTab<ShippingTab>[] = [
  { key: 'preferences', label: 'Preferences', path: organisationPaths.shippingPreferences },
  { key: 'methods', label: 'Shipping Methods', path: organisationPaths.shippingMethods },
  {
    key: 'custom-methods',
    label: 'Custom Methods',
    path: organisationPaths.customShippingMethods,
    rule: ADMIN_RULE,
  },
];

export interface SettingsPageProps {
  section: OrganisationSection;
  /** The Shipping section's inner tab, when the page is one. */
  tab?: ShippingTab;
  /** The heading of this page (level 2: the organisation's name is the page's level 1). */
  title: string;
  /** Beside the heading: the Edit button, to this page's edit path (admins and owners). */
  edit?: { path: (uid: string) => string; label: string };
  /** What the page shows, given the organisation's uid once the frame has it. */
  content: ComponentType<{ uid: string }>;
}

/** One page of these settings: the organisation frame, the shipping tabs, a titled section. */
export function SettingsPage({ section, tab, title, edit, content: Content }: SettingsPageProps) {
  const headingId = useId();
  return (
    <OrganisationSettingsLayout section={section}>
      {(organisation) => (
        <>
          {tab && (
            <SectionNav
              label="Shipping tabs"
              tabs={shippingTabs}
              current={tab}
              id={organisation.uid}
            />
          )}
          <PageSection
            id={headingId}
            title={title}
            level={2}
            extra={edit && <EditButton to={edit.path(organisation.uid)} label={edit.label} />}
          >
            <Content uid={organisation.uid} />
          </PageSection>
        </>
      )}
    </OrganisationSettingsLayout>
  );
}

/** A settings page as a route's component: where it sits and what it shows. */
export function settingsPage(
  frame: Omit<SettingsPageProps, 'content'>,
  content: SettingsPageProps['content'],
) {
  return function SettingsRoutePage() {
    return <SettingsPage {...frame} content={content} />;
  };
}

/**
 * The Edit button of a view page: admins go to the edit page; others see it disabled with the
 * restricted tooltip (the edit route would refuse them anyway).
 */
export function EditButton({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Restricted rule={ADMIN_RULE}>
      <Button type="primary" onClick={() => void navigate(to)}>
        {label}
      </Button>
    </Restricted>
  );
}
