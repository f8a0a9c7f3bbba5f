import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { Button } from 'antd';
import type { TicketAttachment } from '@/domain/contract';
import { notifier } from '@/components/feedback/notifier';
import { formatFileSize } from './fileSize';

/** Only pictures the API itself answered: inline data or a storage link, never script. */
const SAFE_IMAGE_URL = /^(?:data:image\/(?:png|jpeg|gif|webp);base64,|https:\/\/)/i;

async function download(file: TicketAttachment) {
  try {
    const { downloadFile } = await import('@/api/transfer');
    await downloadFile(file.url, file.name);
  } catch (error) {
    notifier.error({
      message: `${file.name} could not be downloaded`,
      description: error instanceof Error ? error.message : undefined,
    });
  }
}

/** A comment's files: photos as thumbnails named by their file name, PDFs as a download. */
export function AttachmentList({ files }: { files: TicketAttachment[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="chat-attachments" aria-label="Attachments">
      {files.map((file) => (
        <li key={file.id}>
          {file.kind === 'image' && SAFE_IMAGE_URL.test(file.url) ? (
            <figure className="chat-thumbnail">
              <img src={file.url} alt={file.name} loading="lazy" />
              <figcaption>{file.name}</figcaption>
            </figure>
          ) : (
            <Button icon={<FilePdfOutlined aria-hidden />} onClick={() => void download(file)}>
              Download {file.name}{' '}
              <span className="chat-file-size">({formatFileSize(file.size)})</span>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
