import { Avatar } from 'antd';
import { initialsOf } from '@/lib/initials';

/** An organisation's image is shown 50×50 (the switcher's menu, the settings pages). */
export const ORGANISATION_LOGO_SIZE = 50;

export interface OrganisationLogoProps {
  organisation: { name: string; logo: string | null };
  size?: number;
  /**
   * Where the name is not written beside it (the Details page's Logo row), the image is content
   * and says whose logo it is; elsewhere it is decorative.
   */
  described?: boolean;
}

/** The organisation's logo, or its initials on a square when it has none. */
export function OrganisationLogo({
  organisation,
  size = ORGANISATION_LOGO_SIZE,
  described = false,
}: OrganisationLogoProps) {
  const alt = described ? `${organisation.name} logo` : '';
  return organisation.logo ? (
    <Avatar size={size} src={organisation.logo} alt={alt} shape="square" />
  ) : (
    <Avatar size={size} shape="square" aria-hidden="true">
      {initialsOf(organisation.name, { words: 'first-two' })}
    </Avatar>
  );
}
