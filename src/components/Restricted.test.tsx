import { screen } from '@testing-library/react';
import { Button } from 'antd';
import { memberUser, renderWithShell } from '@tests/support/shell';
import { Restricted } from './Restricted';

const TOOLTIP = 'Access Restricted due to your current role permissions';

describe('Restricted', () => {
  it('leaves an allowed control alone', async () => {
    renderWithShell(
      <Restricted rule={{ permission: 'finance' }}>
        <Button>Export</Button>
      </Restricted>,
    );
    expect(await screen.findByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('disables a control the role may not use and explains why on hover', async () => {
    const onClick = vi.fn();
    const { user } = renderWithShell(
      <Restricted rule={{ permission: 'finance' }}>
        <Button onClick={onClick}>Export</Button>
      </Restricted>,
      { user: memberUser() },
    );
    const button = await screen.findByRole('button', { name: 'Export' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    expect(await screen.findByText(TOOLTIP, {})).toBeInTheDocument();
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('takes an explicit answer over the rule', async () => {
    renderWithShell(
      <Restricted allowed={false}>
        <Button>Invite</Button>
      </Restricted>,
    );
    expect(await screen.findByRole('button', { name: 'Invite' })).toBeDisabled();
  });

  it('treats a missing user as not allowed', async () => {
    renderWithShell(
      <Restricted rule={{ permission: 'view' }}>
        <Button>View</Button>
      </Restricted>,
      { user: null },
    );
    expect(await screen.findByRole('button', { name: 'View' })).toBeDisabled();
  });
});
