import { Progress } from 'antd';
import { useUploadProgress } from '../uploadProgress';

/** The progress of the files being sent under `uploadKey`; nothing while none are. */
export function UploadBar({ uploadKey }: { uploadKey: string }) {
  const fraction = useUploadProgress(uploadKey);
  if (fraction === null) return null;
  return (
    <Progress
      className="chat-upload-bar"
      percent={Math.round(fraction * 100)}
      status="active"
      aria-label="Uploading files"
    />
  );
}
