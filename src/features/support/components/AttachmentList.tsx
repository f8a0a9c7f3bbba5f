import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { Button, Image } from 'antd';
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

/**
 * A photo: a thumbnail that opens full size in a viewer, and a link that saves it under its file
 * name. The link is a plain `download` anchor: the API answers a data: URL or a storage link.
 */
function Photo({ file }: { file: TicketAttachment }) {
  return (
    <figure className="chat-thumbnail">
      <Image
        src={file.url}
        alt={file.name}
        aria-label={`Open ${file.name}`}
        width={96}
        height={96}
        preview={{ cover: 'Open' }}
      />
      <figcaption>
        <a href={file.url} download={file.name} className="chat-download">
          <DownloadOutlined aria-hidden /> Download {file.name}
        </a>{' '}
        <span className="chat-file-size">({formatFileSize(file.size)})</span>
      </figcaption>
    </figure>
  );
}

/** A comment's files: photos as thumbnails that open and download, PDFs as a download. */
export function AttachmentList({ files }: { files: TicketAttachment[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="chat-attachments" aria-label="Attachments">
      {files.map((file) => (
        <li key={file.id}>
          {file.kind === 'image' && SAFE_IMAGE_URL.test(file.url) ? (
            <Photo file={file} />
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
