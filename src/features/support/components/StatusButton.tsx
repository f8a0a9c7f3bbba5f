import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import RedoOutlined from '@ant-design/icons/RedoOutlined';
import type { TicketSummary } from '@/domain/contract';
import { asApiError } from '@/api/fieldErrors';
import { notifier } from '@/components/feedback/notifier';
import { LoadingButton } from '@/components/LoadingButton';
import { Restricted } from '@/components/Restricted';
import { useSetTicketStatusMutation } from '../api';

/**
 * Close an open chat, or reopen a closed one (the merchant may do both; a closed chat takes no
 * reply until it is reopened).
 */
export function StatusButton({ ticket }: { ticket: TicketSummary }) {
  const [setStatus] = useSetTicketStatusMutation();
  const closing = ticket.status === 'open';
  const change = async () => {
    try {
      await setStatus({ uid: ticket.uid, status: closing ? 'closed' : 'open' }).unwrap();
      notifier.success({ message: closing ? 'Chat closed' : 'Chat reopened' });
    } catch (error) {
      notifier.error({ message: asApiError(error).message });
    }
  };
  return (
    <Restricted rule={{ permission: 'edit' }}>
      <LoadingButton
        icon={closing ? <CheckCircleOutlined aria-hidden /> : <RedoOutlined aria-hidden />}
        onClick={change}
      >
        {closing ? 'Close chat' : 'Reopen chat'}
      </LoadingButton>
    </Restricted>
  );
}
