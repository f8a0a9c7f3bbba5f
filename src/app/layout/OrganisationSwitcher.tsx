import CheckOutlined from '@ant-design/icons/CheckOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { OrganisationSummary } from '@/domain/contract';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { PATHS } from '@/core/navigation/navigator';
import { switchOrganisation } from '@/core/session/switchOrganisation';
import { ORGANISATION_LOGO_SIZE, OrganisationLogo } from '@/components/OrganisationLogo';

const roleLabel = (role: string) => role.charAt(0) + role.slice(1).toLowerCase();

function OrganisationOption({
  organisation,
  active,
}: {
  organisation: OrganisationSummary;
  active: boolean;
}) {
  return (
    <span className="org-option">
      <OrganisationLogo organisation={organisation} size={ORGANISATION_LOGO_SIZE} />
      <span className="org-option__text">
        <span className="org-option__name">{organisation.name}</span>
        <span className="org-option__role">{roleLabel(organisation.role)}</span>
      </span>
      {active && <CheckOutlined aria-label="current organisation" />}
    </span>
  );
}

/**
 * Lists the user's organisations. Picking the active one just goes home without a call; picking
 * another switches, after which the session listener navigates home.
 */
export function OrganisationSwitcher() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.session.user);
  const switching = useAppSelector((s) => s.session.isSwitchingOrganisation);
  if (!user) return null;

  const currentUid = user.x_organisation_uid;
  const current = user.organisations.find((o) => o.uid === currentUid);
  const shownName = current?.name ?? 'Choose organisation';

  const items: MenuProps['items'] = user.organisations.map((organisation) => ({
    key: organisation.uid,
    label: (
      <OrganisationOption organisation={organisation} active={organisation.uid === currentUid} />
    ),
  }));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === currentUid) void navigate(PATHS.home);
    else void dispatch(switchOrganisation({ organisationUid: key }));
  };

  // The logo sits beside the button, not in it: the initials are text, and a button's spoken
  // name must contain all the text it shows ('Switch organisation: Koala Supply Co').
  return (
    <span className="org-switcher-group">
      {current && !switching && <OrganisationLogo organisation={current} size={28} />}
      <Dropdown
        trigger={['click']}
        disabled={switching}
        menu={{
          items,
          onClick,
          selectable: true,
          selectedKeys: [currentUid],
          className: 'org-menu',
        }}
      >
        <Button
          type="text"
          className="org-switcher"
          aria-label={`Switch organisation: ${shownName}`}
          aria-busy={switching || undefined}
          loading={switching}
        >
          <span id="current-organisation-name" className="org-switcher__name">
            {shownName}
          </span>
          <DownOutlined aria-hidden="true" />
        </Button>
      </Dropdown>
    </span>
  );
}
