import SendOutlined from '@ant-design/icons/SendOutlined';
import { Form } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';
import type { Submission } from '@/api/idempotency';
import { FormErrorAlert } from '@/components/form/FormErrorAlert';
import { FormFrameProvider } from '@/components/form/FormField';
import type { FormStatus } from '@/components/form/serverErrors';
import { LoadingButton } from '@/components/LoadingButton';
import { commentUploadKey, useAddCommentMutation } from '../api';
import {
  commentSchema,
  EMPTY_COMMENT,
  toMessageHtml,
  type CommentFormValues,
} from '../form/schema';
import { MESSAGE_FORM_LABELS, messageFormStatus } from '../form/serverErrors';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { AttachmentPicker } from './AttachmentPicker';
import { TextAreaField } from '@/components/form/TextAreaField';
import { MESSAGE_MAX_LENGTH, storedLength } from '@/domain/support/message';
import { UploadBar } from './UploadBar';

export interface ComposerProps {
  uid: string;
  /** After the comment is stored: the thread shows its latest page. */
  onSent: () => void;
}

/**
 * The reply box under a thread: a message, files, Send. The text is sent escaped (it shows as
 * typed); files go multipart with a progress bar. A refusal keeps what was typed and chosen.
 */
export function Composer({ uid, onSent }: ComposerProps) {
  const [addComment] = useAddCommentMutation();
  // Set once a comment is stored and the box emptied, until something is typed or chosen again.
  const justSentRef = useRef(false);
  const submit = useSubmitOnce(
    async (
      values: CommentFormValues,
      helpers: FormikHelpers<CommentFormValues>,
      submission: Submission,
    ) => {
      // A second press that lands after the form was reset has nothing left to send.
      if (!values.body.trim() && values.files.length === 0) return false;
      helpers.setStatus({} satisfies FormStatus);
      try {
        const comment = { uid, body: toMessageHtml(values.body), files: values.files };
        await addComment({ ...comment, ...submission }).unwrap();
        helpers.resetForm({ values: EMPTY_COMMENT });
        justSentRef.current = true;
        onSent();
        return true;
      } catch (error) {
        helpers.setStatus(messageFormStatus(error, values));
        return false;
      }
    },
  );
  return (
    <Formik initialValues={EMPTY_COMMENT} validationSchema={commentSchema} onSubmit={submit}>
      <FormFrameProvider idPrefix="chat-reply" labels={MESSAGE_FORM_LABELS}>
        <ComposerBody uid={uid} justSentRef={justSentRef} />
      </FormFrameProvider>
    </Formik>
  );
}

function ComposerBody({ uid, justSentRef }: { uid: string; justSentRef: RefObject<boolean> }) {
  const { handleSubmit, isSubmitting, values } = useFormikContext<CommentFormValues>();
  const empty = !values.body.trim() && values.files.length === 0;
  useEffect(() => {
    if (!empty) justSentRef.current = false;
  }, [empty, justSentRef]);
  // The second press of a double click can land after the first one's comment was stored and
  // the box emptied: there is nothing to send then, and no reason to say the message is missing.
  const send = () => {
    if (empty && justSentRef.current) return;
    handleSubmit();
  };
  return (
    <Form
      layout="vertical"
      component="form"
      noValidate
      aria-label="Reply"
      className="chat-composer"
      onFinish={send}
    >
      <FormErrorAlert />
      <TextAreaField name="body" rows={3} counter={MESSAGE_MAX_LENGTH} countBy={storedLength} />
      <AttachmentPicker disabled={isSubmitting} />
      <UploadBar uploadKey={commentUploadKey(uid)} />
      <LoadingButton
        type="primary"
        htmlType="submit"
        icon={<SendOutlined aria-hidden />}
        loading={isSubmitting}
      >
        Send
      </LoadingButton>
    </Form>
  );
}
