import type { ComponentType } from 'react';
import { SectionNav } from '@/components/page/SectionNav';
import { OrganisationSettingsLayout } from '../layout/OrganisationSettingsLayout';
import { teamTabs, type TeamTab } from './teamTabs';
import './team.css';

/** The organisation's frame, the Team section's tabs (Members | Functions), then the tab. */
export function TeamFrame({
  tab,
  content: Content,
}: {
  tab: TeamTab;
  content: ComponentType<{ uid: string }>;
}) {
  return (
    <OrganisationSettingsLayout section="team">
      {(organisation) => (
        <div className="team-section">
          <SectionNav label="Team tabs" tabs={teamTabs} current={tab} id={organisation.uid} />
          <Content uid={organisation.uid} />
        </div>
      )}
    </OrganisationSettingsLayout>
  );
}
