import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { Button, Typography } from 'antd';
import { useField } from 'formik';
import { useId, useRef, useState } from 'react';
import type { OrderDocumentInput } from '@/domain/contract';
import { readAsDataUrl } from '@/components/form/fileData';
import { useFieldError } from '@/components/form/FormField';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, DOCUMENTS_MAX, documentProblem } from './values';

/** Attach documents (a BYO label, an invoice): PDFs or images, small, kept as data URLs. */
export function DocumentsField({ name = 'documents' }: { name?: string }) {
  const [field, , helpers] = useField<OrderDocumentInput[]>(name);
  const documents = field.value ?? [];
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const error = useFieldError(name);
  const id = useId();

  const add = async (files: FileList | null) => {
    if (!files) return;
    const found: string[] = [];
    const added: OrderDocumentInput[] = [];
    for (const file of Array.from(files)) {
      const problem = documentProblem(file);
      if (problem) found.push(problem);
      else if (documents.length + added.length >= DOCUMENTS_MAX)
        found.push(`At most ${DOCUMENTS_MAX} documents`);
      else
        added.push({
          name: file.name,
          content_type: file.type,
          data_url: await readAsDataUrl(file),
        });
    }
    setProblems(found);
    if (added.length) void helpers.setValue([...documents, ...added]);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="outbound-wizard__documents">
      <label htmlFor={id} className="outbound-wizard__documents-label">
        Attach documents
      </label>
      <Typography.Paragraph type="secondary" id={`${id}-extra`}>
        Optional. PDF or image files up to {Math.floor(DOCUMENT_MAX_BYTES / 1_000_000)} MB each, at
        most {DOCUMENTS_MAX}: your own label, an invoice.
      </Typography.Paragraph>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={DOCUMENT_TYPES.join(',')}
        aria-describedby={error ? `${id}-extra ${id}-error` : `${id}-extra`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => void add(e.target.files)}
      />
      {typeof error === 'string' && (
        <Typography.Text type="danger" id={`${id}-error`} role="alert">
          {error}
        </Typography.Text>
      )}
      {problems.length > 0 && (
        <ul role="alert" className="outbound-wizard__documents-problems">
          {problems.map((p) => (
            <li key={p}>
              <Typography.Text type="danger">{p}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
      {documents.length > 0 && (
        <ul className="outbound-wizard__documents-list" aria-label="Attached documents">
          {documents.map((d, index) => (
            <li key={`${d.name}-${index}`}>
              <PaperClipOutlined aria-hidden /> {d.name}{' '}
              <Button
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove ${d.name}`}
                onClick={() => void helpers.setValue(documents.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
