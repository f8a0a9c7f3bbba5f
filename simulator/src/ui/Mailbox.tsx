import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Typography } from 'antd';
import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { formatShortDateTime } from '@/domain/format';
import type { Mail } from './simulatorApi';

interface MailboxProps {
  mails: Mail[];
  error: string | null;
  loading: boolean;
  onRefresh: () => void;
}

/**
 * The simulated mailbox: every e-mail the "server" sent (one-time codes, invitations, reset
 * links), newest first. A person reads codes here exactly as a test does.
 */
export function Mailbox({ mails, error, loading, onRefresh }: MailboxProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const open = mails.find((m) => m.id === openId);
  if (open) return <MailView mail={open} onBack={() => setOpenId(null)} />;

  return (
    <section aria-labelledby="simulator-mailbox-heading">
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} id="simulator-mailbox-heading" style={{ margin: 0 }}>
          Mailbox
        </Typography.Title>
        <Button
          icon={<ReloadOutlined />}
          onClick={onRefresh}
          loading={loading}
          aria-label="Refresh mailbox"
        >
          Refresh
        </Button>
      </Flex>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
      {mails.length === 0 ? (
        <Empty description="No e-mails yet" style={{ marginTop: 24 }} />
      ) : (
        <ul style={{ listStyle: 'none', margin: '12px 0 0', padding: 0 }}>
          {mails.map((mail) => (
            <li key={mail.id} style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Button
                type="text"
                block
                onClick={() => setOpenId(mail.id)}
                style={{ height: 'auto', padding: '8px 4px', textAlign: 'left', display: 'block' }}
              >
                <Typography.Text strong ellipsis style={{ display: 'block' }}>
                  {mail.subject}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {mail.to} ·{' '}
                  <time dateTime={mail.sent_at}>{formatShortDateTime(mail.sent_at)}</time>
                </Typography.Text>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MailView({ mail, onBack }: { mail: Mail; onBack: () => void }) {
  // Mail bodies are data, not trusted markup: sanitise before rendering.
  const html = useMemo(() => DOMPurify.sanitize(mail.html), [mail.html]);
  return (
    <article aria-labelledby="simulator-mail-subject">
      <Button onClick={onBack} style={{ marginBottom: 12 }}>
        Back to mailbox
      </Button>
      <Typography.Title level={5} id="simulator-mail-subject">
        {mail.subject}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        To {mail.to} · <time dateTime={mail.sent_at}>{formatShortDateTime(mail.sent_at)}</time>
      </Typography.Paragraph>
      <div className="simulator-mail-body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
