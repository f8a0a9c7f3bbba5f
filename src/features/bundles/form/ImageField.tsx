import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Space, Upload } from 'antd';
import { useField } from 'formik';
import { useState } from 'react';
import { FormField } from '@/components/form/FormField';
import { readAsDataUrl } from '@/components/form/fileData';
import { IMAGE_TYPES, imageMessages, imageProblem } from './imageFile';

/** The bundle's one image (required): PNG, JPEG or WebP up to 2 MB, kept as a data URL. */
export function ImageField() {
  const [field, , helpers] = useField<string>('image');
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File) => {
    const refused = imageProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    try {
      const dataUrl = await readAsDataUrl(file);
      setProblem(null);
      await helpers.setValue(dataUrl);
      await helpers.setTouched(true);
    } catch {
      setProblem(imageMessages.unreadable);
    }
  };

  return (
    <FormField
      name="image"
      required
      extra="PNG, JPEG or WebP, at most 2 MB."
      note={problem ? { text: problem, tone: 'error' } : undefined}
      noteFirst
    >
      {(control) => (
        <Space orientation="vertical">
          {field.value && (
            <img src={field.value} alt="Bundle preview" className="bundle-image-preview" />
          )}
          <Space>
            <Upload
              id={control.id}
              accept={IMAGE_TYPES.join(',')}
              showUploadList={false}
              maxCount={1}
              // Nothing is uploaded on its own: the image travels with the bundle as a data URL.
              beforeUpload={(file) => {
                void choose(file);
                return false;
              }}
            >
              <Button
                icon={<UploadOutlined aria-hidden />}
                aria-describedby={control['aria-describedby']}
              >
                {field.value ? 'Replace image' : 'Upload image'}
              </Button>
            </Upload>
            {field.value && (
              <Button
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => {
                  void helpers.setValue('');
                  void helpers.setTouched(true);
                }}
              >
                Remove image
              </Button>
            )}
          </Space>
        </Space>
      )}
    </FormField>
  );
}
