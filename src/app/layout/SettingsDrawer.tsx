import BankOutlined from '@ant-design/icons/BankOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { Button, Drawer } from 'antd';
import { Link } from 'react-router-dom';
import { LoadingButton } from '@/components/LoadingButton';
import { Restricted, useIsAllowed } from '@/components/Restricted';
import { useAppDispatch } from '@/core/hooks';
import { signOut } from '@/core/session/sessionThunks';
import { billingPaths } from '@/features/billing/paths';
import { organisationPaths } from '@/features/organisation-settings/paths';
import { profilePaths } from '@/features/profile/paths';
import { walletPaths } from '@/features/wallet/paths';

/** Placeholder until the real help-centre address is known (none has been given yet). */
export const HELP_CENTER_URL = 'https://help.keepstock.example';
const FINANCE = { permission: 'finance' } as const;

/** A page the drawer leads to; the finance ones need the finance permission. */
interface Entry {
  label: string;
  to: string;
  Icon: typeof BankOutlined;
  finance?: true;
}

const ENTRIES: readonly Entry[] = [
  { label: 'Organisation', to: organisationPaths.list, Icon: BankOutlined },
  { label: 'Profile', to: profilePaths.details, Icon: UserOutlined },
  {
    label: 'Billing (weekly invoices)',
    to: billingPaths.invoices,
    Icon: FileTextOutlined,
    finance: true,
  },
  { label: 'Wallet', to: walletPaths.wallet, Icon: WalletOutlined, finance: true },
];

export interface SettingsDrawerProps {
  open: boolean;
  onClose(): void;
}

/** The settings drawer: Organisation, Profile, Billing, Wallet, Help Center, Logout. */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const dispatch = useAppDispatch();
  const financeAllowed = useIsAllowed(FINANCE);

  return (
    <Drawer title="Settings" open={open} onClose={onClose} placement="right" size={320}>
      <ul className="settings-menu">
        {ENTRIES.map(({ label, to, Icon, finance }) => (
          <li key={to}>
            {!finance || financeAllowed ? (
              <Link to={to} className="settings-menu__item" onClick={onClose}>
                <Icon aria-hidden="true" />
                <span>{label}</span>
              </Link>
            ) : (
              <Restricted allowed={false}>
                <Button
                  type="text"
                  className="settings-menu__item"
                  icon={<Icon aria-hidden="true" />}
                >
                  {label}
                </Button>
              </Restricted>
            )}
          </li>
        ))}
        <li>
          <a
            className="settings-menu__item"
            href={HELP_CENTER_URL}
            target="_blank"
            rel="noopener noreferrer"
          >
            <QuestionCircleOutlined aria-hidden="true" />
            <span>Help Center</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <LoadingButton
            type="text"
            danger
            className="settings-menu__item"
            icon={<LogoutOutlined aria-hidden="true" />}
            onClick={() => dispatch(signOut())}
          >
            Logout
          </LoadingButton>
        </li>
      </ul>
    </Drawer>
  );
}
