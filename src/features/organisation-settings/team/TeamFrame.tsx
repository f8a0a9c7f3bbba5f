import type { ReactNode } from 'react';
import type { OrganisationDetail } from '@/domain/contract';
import { SectionNav } from '@/components/page/SectionNav';
import { OrganisationSettingsLayout } from '../layout/OrganisationSettingsLayout';
import { teamTabs, type TeamTab } from './teamTabs';
import './team.css';

/** The organisation's frame, the Team section's tabs (Members | Functions), then the tab. */
export function TeamFrame({
  tab,
  children,
}: {
  tab: TeamTab;
  children: (organisation: OrganisationDetail) => ReactNode;
}) {
  return (
    <OrganisationSettingsLayout section="team">
      {(organisation) => (
        <div className="team-section">
          <SectionNav label="Team tabs" tabs={teamTabs} current={tab} id={organisation.uid} />
          {children(organisation)}
        </div>
      )}
    </OrganisationSettingsLayout>
  );
}
