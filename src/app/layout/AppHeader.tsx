import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { Avatar, Button, Layout } from 'antd';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/core/hooks';
import { PATHS } from '@/core/navigation/navigator';
import { initialsOf } from '@/lib/initials';
import { palette } from '../theme';
import { OrganisationSwitcher } from './OrganisationSwitcher';
import { SIDE_NAV_ID } from './SideNav';
import { BRAND_NAME } from './usePageTitle';

export interface AppHeaderProps {
  navOpen: boolean;
  /** A phone's navigation is a drawer: the button opens it (the drawer has its own close). */
  phone?: boolean;
  onToggleNav(): void;
  onOpenSettings(): void;
  /** Opens the command palette (also Ctrl/⌘-K). */
  onOpenSearch(): void;
}

/** A small box mark; decorative, the brand name beside it is the link's text. */
function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="7" fill={palette.primary} />
      <path
        d="M7 10 L14 6.5 L21 10 L21 18 L14 21.5 L7 18 Z M7 10 L14 13.5 L21 10 M14 13.5 L14 21.5"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function AppHeader({
  navOpen,
  phone = false,
  onToggleNav,
  onOpenSettings,
  onOpenSearch,
}: AppHeaderProps) {
  const user = useAppSelector((s) => s.session.user);
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';

  return (
    <Layout.Header className="app-header">
      <Button
        type="text"
        className="app-header__toggle"
        aria-label={phone ? 'Open navigation' : 'Toggle navigation'}
        aria-expanded={navOpen}
        aria-haspopup={phone ? 'dialog' : undefined}
        aria-controls={phone ? undefined : SIDE_NAV_ID}
        icon={navOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggleNav}
      />
      <Link to={PATHS.home} className="app-header__brand">
        <LogoMark />
        <span>{BRAND_NAME}</span>
      </Link>
      <div className="app-header__spacer" />
      <Button
        className="app-header__search"
        icon={<SearchOutlined aria-hidden />}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={onOpenSearch}
      >
        <span className="app-header__search-text">Search</span>
        <kbd className="app-header__kbd" aria-hidden="true">
          Ctrl K
        </kbd>
      </Button>
      <OrganisationSwitcher />
      <Button
        type="text"
        aria-label="Open settings"
        icon={<SettingOutlined />}
        onClick={onOpenSettings}
      />
      {user && (
        <span className="app-header__user">
          <Avatar size={32} aria-hidden="true">
            {initialsOf(fullName)}
          </Avatar>
          <span className="app-header__user-name">{fullName}</span>
        </span>
      )}
    </Layout.Header>
  );
}
