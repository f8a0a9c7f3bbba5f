import { Typography } from 'antd';
import { useAppSelector } from '@/core/hooks';
import { ActionCenter } from '../components/ActionCenter';
import { LatestMessages } from '../components/LatestMessages';
import { StatisticsSection } from '../components/StatisticsSection';
import { TopCountriesSection } from '../components/TopCountriesSection';
import { VerifyPrompt } from '../components/VerifyPrompt';
import '../dashboard.css';

/**
 * /dashboard: the home page. Each part asks for its own figures, so one that fails shows its own
 * error and retry while the rest stay. The chart comes last: it loads only when scrolled near.
 */
export function DashboardPage() {
  const user = useAppSelector((s) => s.session.user);
  const organisation = user?.organisations.find((o) => o.uid === user.x_organisation_uid);

  return (
    <section aria-labelledby="dashboard-title" className="dashboard">
      <Typography.Title level={1} id="dashboard-title">
        Welcome back{user?.first_name ? `, ${user.first_name}` : ''}
      </Typography.Title>
      {organisation && (
        <Typography.Paragraph type="secondary">
          You are working in <strong>{organisation.name}</strong>.
        </Typography.Paragraph>
      )}
      {user && !user.user_verified && <VerifyPrompt email={user.email} />}
      <ActionCenter />
      <StatisticsSection />
      <LatestMessages />
      <TopCountriesSection />
    </section>
  );
}
