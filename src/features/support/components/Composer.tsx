import SendOutlined from '@ant-design/icons/SendOutlined';
import { useFormikContext } from 'formik';
import { ActionForm } from '@/components/form/ActionForm';
import { TextAreaField } from '@/components/form/TextAreaField';
import { MESSAGE_MAX_LENGTH, storedLength } from '@/domain/support/message';
import { commentUploadKey, useAddCommentMutation } from '../api';
import {
  commentSchema,
  EMPTY_COMMENT,
  toMessageHtml,
  type CommentFormValues,
} from '../form/schema';
import { MESSAGE_FORM_LABELS, messageFormStatus } from '../form/serverErrors';
import { AttachmentPicker } from './AttachmentPicker';
import { UploadBar } from './UploadBar';

export interface ComposerProps {
  uid: string;
  /** After the comment is stored: the thread shows its latest page. */
  onSent: () => void;
}

/**
 * The reply box under a thread: a message, files, Send. The text is sent escaped (it shows as
 * typed); files go multipart with a progress bar. A refusal keeps what was typed and chosen; a
 * send empties the box, which stays for the next message (the kit's `resetAfterSend`: the
 * second press of a double click, landing on the emptied box, sends nothing and says nothing).
 */
export function Composer({ uid, onSent }: ComposerProps) {
  const [addComment] = useAddCommentMutation();
  return (
    <ActionForm<CommentFormValues>
      name="Reply"
      idPrefix="chat-reply"
      labels={MESSAGE_FORM_LABELS}
      initialValues={EMPTY_COMMENT}
      validationSchema={commentSchema}
      onSubmit={(values, submission) =>
        addComment({
          uid,
          body: toMessageHtml(values.body),
          files: values.files,
          ...submission,
        }).unwrap()
      }
      toStatus={messageFormStatus}
      resetAfterSend
      onDone={() => onSent()}
      submitLabel="Send"
      submitIcon={<SendOutlined aria-hidden />}
      className="chat-composer"
    >
      <TextAreaField name="body" rows={3} counter={MESSAGE_MAX_LENGTH} countBy={storedLength} />
      <ComposerFiles uid={uid} />
    </ActionForm>
  );
}

/** The files to send, held while a send runs, and the upload's progress. */
function ComposerFiles({ uid }: { uid: string }) {
  const { isSubmitting } = useFormikContext<CommentFormValues>();
  return (
    <>
      <AttachmentPicker disabled={isSubmitting} />
      <UploadBar uploadKey={commentUploadKey(uid)} />
    </>
  );
}
