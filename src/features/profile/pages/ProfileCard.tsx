import { Card } from 'antd';
import type { ReactNode } from 'react';
import type { UserDetails } from '@/domain/contract';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useGetProfileQuery } from '../api';

export interface ProfileCardProps {
  /** Shaped like what comes, while the profile loads. */
  skeleton: ReactNode;
  children: (details: UserDetails) => ReactNode;
}

/** The signed-in user's profile in a card, once it is loaded; if it cannot be, why, with a retry. */
export function ProfileCard({ skeleton, children }: ProfileCardProps) {
  const profile = useGetProfileQuery();
  return (
    <Card>
      <QueryBoundary
        query={profile}
        noun="profile"
        errorTitle="Your profile could not be loaded."
        skeleton={skeleton}
      >
        {children}
      </QueryBoundary>
    </Card>
  );
}
