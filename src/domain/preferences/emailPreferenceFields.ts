import type { EmailPreferenceFlag, EmailPreferences } from './preferenceTypes';

/**
 * The organisation's e-mail flags (organisations/{id}/preferences/email): each with the words
 * the page shows and the explanation of what it sends. All on for a new organisation.
 */
export const EMAIL_PREFERENCE_FLAGS: readonly {
  flag: EmailPreferenceFlag;
  label: string;
  description: string;
}[] = [
  {
    flag: 'weekly_report_email_enabled',
    label: 'Weekly report e-mail',
    description:
      'Every Monday, a summary of last week: orders shipped, stock received, low stock and what you were invoiced.',
  },
  {
    flag: 'bot_message_email_enabled',
    label: 'Bot message e-mails',
    description:
      'A copy by e-mail of the automatic messages the portal posts about your orders and stock, such as an order put in Amending or a product running out.',
  },
  {
    flag: 'admin_chat_email_enabled',
    label: 'Admin chat e-mails',
    description:
      'An e-mail when the warehouse team (an admin) writes in one of your support chats, so you need not keep the portal open.',
  },
];

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  weekly_report_email_enabled: true,
  bot_message_email_enabled: true,
  admin_chat_email_enabled: true,
};

export const EMAIL_PREFERENCE_LABELS = Object.fromEntries(
  EMAIL_PREFERENCE_FLAGS.map((f) => [f.flag, f.label]),
) as Record<EmailPreferenceFlag, string>;

/**
 * A PATCH may send some flags, a PUT must send all; each sent flag must be a boolean.
 * Answers field → message, empty when the body may be saved.
 */
export function emailPreferencesProblems(
  body: Record<string, unknown>,
  { partial }: { partial: boolean },
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const { flag, label } of EMAIL_PREFERENCE_FLAGS) {
    if (!(flag in body)) {
      if (!partial) problems[flag] = `${label} is required`;
    } else if (typeof body[flag] !== 'boolean') problems[flag] = `${label} must be on or off`;
  }
  return problems;
}
