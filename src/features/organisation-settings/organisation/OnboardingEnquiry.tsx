import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { notifier } from '@/components/feedback/notifier';
import { LoadingButton } from '@/components/LoadingButton';
import { Restricted } from '@/components/Restricted';
import { useSendOnboardingEnquiryMutation } from '../api';
import { MANAGE_ORGANISATION } from './DetailsPage';

const MESSAGE_MAX = 1000;
export const ENQUIRY_SENT = 'Onboarding enquiry sent';

/**
 * Asks the provider's onboarding team to set the organisation up (organisations/
 * send-onboarding-enquiry): they get the details and the note, the sender a confirmation e-mail.
 */
export function OnboardingEnquiry() {
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const [send, { isLoading, error }] = useSendOnboardingEnquiryMutation();
  if (sent)
    return (
      <Alert
        type="success"
        showIcon
        title="Enquiry sent"
        description="Our onboarding team will contact you within one business day; a confirmation is in your inbox."
      />
    );
  const submit = async () => {
    try {
      await send({ message: message.trim() }).unwrap();
      notifier.success({ message: ENQUIRY_SENT });
      setSent(true);
    } catch {
      // The error shows below; the note stays as typed.
    }
  };
  return (
    <Form layout="vertical" aria-label="Onboarding enquiry" onFinish={() => void submit()}>
      <Form.Item
        label="Anything our onboarding team should know"
        htmlFor="onboarding-message"
        extra="Optional: what you sell, how many orders a week, where your customers are."
      >
        <Input.TextArea
          id="onboarding-message"
          value={message}
          maxLength={MESSAGE_MAX}
          showCount
          rows={3}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Form.Item>
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="The enquiry could not be sent. Please try again."
        />
      )}
      <Restricted rule={MANAGE_ORGANISATION}>
        <LoadingButton type="primary" htmlType="submit" loading={isLoading}>
          Send Onboarding Enquiry
        </LoadingButton>
      </Restricted>
    </Form>
  );
}
