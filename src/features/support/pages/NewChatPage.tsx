import SendOutlined from '@ant-design/icons/SendOutlined';
import { Button, Card, Form, Space, Typography } from 'antd';
import { useFormikContext } from 'formik';
import { useNavigate } from 'react-router-dom';
import { useSearchParam } from '@/core/routing/urlState';
import { TICKET_FIELDS, type TicketSummary } from '@/domain/contract';
import { notifier } from '@/components/feedback/notifier';
import { EditForm } from '@/components/form/EditForm';
import { TextField } from '@/components/form/textFields';
import { PageSection } from '@/components/page/PageSection';
import { NEW_CHAT_UPLOAD_KEY, useCreateTicketMutation } from '../api';
import { AttachmentPicker } from '../components/AttachmentPicker';
import { TextAreaField } from '@/components/form/TextAreaField';
import { MESSAGE_MAX_LENGTH, storedLength } from '@/domain/support/message';
import { UploadBar } from '../components/UploadBar';
import { newChatSchema, toNewTicketInput, type NewChatFormValues } from '../form/schema';
import { MESSAGE_FORM_LABELS, messageFormStatus } from '../form/serverErrors';
import { supportPaths } from '../paths';
import { useOrderReference } from '../useOrderReference';
import '../support.css';

/** `?order_id=` from the link that opened the form (an order's Chat tab), when it is an id. */
function useOrderIdParam(): number | null {
  const id = Number(useSearchParam('order_id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A new support chat: subject, optionally the order it is about, the first message and files. */
export function NewChatPage() {
  const navigate = useNavigate();
  const orderId = useOrderIdParam();
  const [createTicket] = useCreateTicketMutation();
  const initialValues: NewChatFormValues = {
    subject: '',
    order_id: orderId,
    order_reference: '',
    body: '',
    files: [],
  };
  return (
    <PageSection id="new-chat-title" title="New chat">
      <Card>
        <EditForm<NewChatFormValues>
          name="New chat"
          idPrefix="new-chat"
          labels={MESSAGE_FORM_LABELS}
          initialValues={initialValues}
          validationSchema={newChatSchema}
          onSubmit={(values, submission) =>
            createTicket({
              input: toNewTicketInput(values),
              files: values.files,
              ...submission,
            }).unwrap()
          }
          toStatus={messageFormStatus}
          onSaved={async (result) => {
            const ticket = result as TicketSummary;
            notifier.success({ message: `Chat “${ticket.subject}” started` });
            await navigate(supportPaths.chat(ticket.uid));
          }}
          onCancel={() => void navigate(supportPaths.chats)}
          submitLabel="Start chat"
          submitIcon={<SendOutlined aria-hidden />}
          className="chat-new-form"
        >
          <TextField name="subject" required counter={TICKET_FIELDS.subject.max} />
          <OrderChoice />
          <TextAreaField
            name="body"
            required
            rows={4}
            counter={MESSAGE_MAX_LENGTH}
            countBy={storedLength}
          />
          <NewChatFiles />
        </EditForm>
      </Card>
    </PageSection>
  );
}

function OrderChoice() {
  const { values, setFieldValue } = useFormikContext<NewChatFormValues>();
  if (values.order_id === null)
    return (
      <TextField
        name="order_reference"
        extra="Optional: the order this chat is about, as it appears on the order."
        placeholder="e.g. #1042"
      />
    );
  return <ChosenOrder id={values.order_id} onClear={() => void setFieldValue('order_id', null)} />;
}

/** The order the link named, by its reference; the form can still be about no order. */
function ChosenOrder({ id, onClear }: { id: number; onClear: () => void }) {
  const { reference, failed } = useOrderReference(id);
  return (
    <Form.Item label="Order">
      <Space wrap>
        <Typography.Text>
          {reference
            ? `About order ${reference}`
            : failed
              ? 'The order could not be found'
              : 'Loading the order…'}
        </Typography.Text>
        <Button size="small" onClick={onClear}>
          Not about this order
        </Button>
      </Space>
    </Form.Item>
  );
}

/** The files to send, held while a send runs, and the upload's progress. */
function NewChatFiles() {
  const { isSubmitting } = useFormikContext<NewChatFormValues>();
  return (
    <>
      <AttachmentPicker disabled={isSubmitting} />
      <UploadBar uploadKey={NEW_CHAT_UPLOAD_KEY} />
    </>
  );
}
