import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Upload, type UploadFile } from 'antd';
import { useField } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { FormField } from '@/components/form/FormField';
import { MAX_IMAGES } from '@/domain/catalogue/productFields';
import { readAsDataUrl } from '@/components/form/fileData';
import { ACCEPTED_IMAGE_TYPES, IMAGE_MESSAGES, imageFileProblem } from './images';

const asUploadFiles = (images: string[]): UploadFile[] =>
  images.map((url, index) => ({
    uid: `image-${index}`,
    name: `Image ${index + 1}`,
    status: 'done',
    url,
    thumbUrl: url,
  }));

/**
 * Up to MAX_IMAGES product pictures, read in the browser as data URLs (nothing is uploaded until the
 * product is saved). A refused file says why; the ones that fit are still added.
 */
export function ImagesField() {
  const [field, , helpers] = useField<string[]>('images');
  const [problem, setProblem] = useState<string | null>(null);
  // beforeUpload runs once per file of a batch; the batch is handled on its first file, against
  // the list as it is now (not as it was when this render happened).
  const current = useRef(field.value);
  useEffect(() => {
    current.current = field.value;
  }, [field.value]);

  async function addBatch(files: File[]) {
    const problems = files.map(imageFileProblem);
    const fitting = files.filter((_, i) => problems[i] === null);
    const room = MAX_IMAGES - current.current.length;
    const accepted = fitting.slice(0, Math.max(0, room));
    const urls = await Promise.all(accepted.map(readAsDataUrl));
    const next = [...current.current, ...urls];
    current.current = next;
    await helpers.setValue(next);
    await helpers.setTouched(true);
    setProblem(
      fitting.length > accepted.length ? IMAGE_MESSAGES.tooMany : (problems.find(Boolean) ?? null),
    );
  }

  return (
    <FormField
      name="images"
      extra={`Up to ${MAX_IMAGES} images, PNG, JPEG or WebP, 2 MB each.`}
      note={problem ? { text: problem, tone: 'error' } : undefined}
    >
      {(control) => (
        <Upload
          id={control.id}
          listType="picture-card"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          multiple
          fileList={asUploadFiles(field.value)}
          beforeUpload={(file, batch) => {
            if (file === batch[0]) void addBatch(batch);
            return Upload.LIST_IGNORE;
          }}
          onRemove={(file) => {
            const index = Number(file.uid.replace('image-', ''));
            void helpers.setValue(field.value.filter((_, i) => i !== index));
            setProblem(null);
            return false;
          }}
          showUploadList={{ showPreviewIcon: false }}
        >
          {/* Upload wraps this in its own focusable role="button"; the text names it. */}
          <div className="product-image-add">
            <PlusOutlined aria-hidden />
            <div>Add image</div>
          </div>
        </Upload>
      )}
    </FormField>
  );
}
