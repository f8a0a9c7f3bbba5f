import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { Button } from 'antd';
import { useField } from 'formik';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { ATTACHMENT_ACCEPT, TICKET_FIELDS } from '@/domain/contract';
import { useFormFrame } from '@/components/form/FormField';
import { useServerFieldError } from '@/components/form/serverErrors';
import { pickAttachments, type Refusal } from '../form/attachments';
import { formatFileSize } from './fileSize';

const HINT = `PDF or photo (JPEG, PNG, GIF or WebP), under 5 MB each, up to ${TICKET_FIELDS.attachments.max} files.`;

/** A chosen photo's preview: an object URL, given back when the file leaves the list. */
function useObjectUrl(file: File): string | null {
  const url = useMemo(
    () => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function ChosenFile({
  file,
  onRemove,
  disabled,
}: {
  file: File;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const preview = useObjectUrl(file);
  return (
    <li className="chat-chosen">
      {preview ? (
        <img src={preview} alt={file.name} className="chat-chosen-preview" />
      ) : (
        <PaperClipOutlined aria-hidden />
      )}
      <span>
        {file.name} <span className="chat-file-size">({formatFileSize(file.size)})</span>
      </span>
      <Button size="small" onClick={onRemove} disabled={disabled}>
        Remove {file.name}
      </Button>
    </li>
  );
}

/**
 * The files of a message (formik field `files`). Each chosen file is checked at once with the
 * server's rule, so a photo over 5 MB is refused before any upload, with the reason next to its
 * name; what passes is listed with a preview and can be removed again.
 */
export function AttachmentPicker({ disabled }: { disabled?: boolean }) {
  const [field, , helpers] = useField<File[]>('files');
  const [refused, setRefused] = useState<Refusal[]>([]);
  const serverError = useServerFieldError('files');
  const { idPrefix } = useFormFrame();
  const id = `${idPrefix}-files`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file may be chosen again after a removal
    const { files, refused: refusals } = pickAttachments(field.value, chosen);
    setRefused(refusals);
    void helpers.setValue(files);
  };

  const remove = (file: File) => {
    setRefused([]);
    void helpers.setValue(field.value.filter((f) => f !== file));
  };

  return (
    <div className="chat-picker">
      <input
        id={id}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="visually-hidden chat-picker-input"
        aria-describedby={`${id}-hint`}
        onChange={choose}
        disabled={disabled}
      />
      <label htmlFor={id} className="chat-picker-button" aria-disabled={disabled || undefined}>
        <PaperClipOutlined aria-hidden /> Attach files
      </label>
      <span id={`${id}-hint`} className="chat-picker-hint">
        {HINT}
      </span>
      {(refused.length > 0 || serverError) && (
        <div role="alert" className="chat-refusals-box">
          <ul className="chat-refusals">
            {refused.map((r, i) => (
              <li key={`${r.name}-${i}`}>
                <strong>{r.name}</strong>: <span>{r.message}</span>
              </li>
            ))}
            {serverError && refused.length === 0 && <li>{serverError}</li>}
          </ul>
        </div>
      )}
      {field.value.length > 0 && (
        <ul className="chat-chosen-list" aria-label="Files to send">
          {field.value.map((file, i) => (
            <ChosenFile
              key={`${file.name}-${i}`}
              file={file}
              disabled={disabled}
              onRemove={() => remove(file)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
