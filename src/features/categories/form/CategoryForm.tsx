import { Button, Form, Input, Select, Space } from 'antd';
import { Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import type { CategoryInput, CategoryOption } from '@/api/contract';
import { LoadingButton } from '@/components/LoadingButton';
import { categoryPaths } from '../paths';
import { ColourField } from './ColourField';
import { selectableParents } from './parentOptions';
import {
  CATEGORY_LABELS,
  CATEGORY_NAME_MAX_LENGTH,
  categorySchema,
  toCategoryInput,
  type CategoryFormValues,
} from './schema';
import {
  toFormStatus,
  useServerFieldError,
  type FormStatus,
} from '@/components/form/serverErrors';
import { FormErrorAlert } from '@/components/form/FormErrorAlert';

export interface CategoryFormProps {
  initialValues: CategoryFormValues;
  /** The category being edited (left out of the parents with its descendants); null when new. */
  editingId: number | null;
  parents: readonly CategoryOption[];
  parentsLoading: boolean;
  submitLabel: string;
  /** Resolves when saved; a rejection (the server's refusal) is shown on the form. */
  onSubmit: (input: CategoryInput) => Promise<unknown>;
}

/** Add and edit share one form: name, parent category and colour (SPEC §2 Categories). */
export function CategoryForm(props: CategoryFormProps) {
  const { initialValues, onSubmit } = props;
  const submit = async (values: CategoryFormValues, helpers: FormikHelpers<CategoryFormValues>) => {
    helpers.setStatus({} satisfies FormStatus);
    try {
      await onSubmit(toCategoryInput(values));
    } catch (error) {
      helpers.setStatus(toFormStatus(error, CATEGORY_LABELS, { ...values }));
    }
  };
  return (
    <Formik initialValues={initialValues} validationSchema={categorySchema} onSubmit={submit}>
      <CategoryFormBody {...props} />
    </Formik>
  );
}

function CategoryFormBody({ editingId, parents, parentsLoading, submitLabel }: CategoryFormProps) {
  const { handleSubmit, isSubmitting } = useFormikContext<CategoryFormValues>();
  const navigate = useNavigate();
  return (
    <Form
      layout="vertical"
      component="form"
      noValidate
      aria-label="Category"
      onFinish={() => handleSubmit()}
      className="category-form"
    >
      <FormErrorAlert />
      <NameField />
      <ParentField choices={selectableParents(parents, editingId)} loading={parentsLoading} />
      <ColourField />
      <Space>
        <LoadingButton type="primary" htmlType="submit" loading={isSubmitting}>
          {submitLabel}
        </LoadingButton>
        <Button onClick={() => void navigate(categoryPaths.list)}>Cancel</Button>
      </Space>
    </Form>
  );
}

function NameField() {
  const [field, meta] = useField<string>('name');
  const server = useServerFieldError('name');
  const error = (meta.touched && meta.error) || server;
  return (
    <Form.Item
      label={CATEGORY_LABELS.name}
      htmlFor="category-name"
      required
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id="category-name-error">{error}</span> : undefined}
    >
      <Input
        {...field}
        id="category-name"
        autoComplete="off"
        showCount
        maxLength={CATEGORY_NAME_MAX_LENGTH + 1}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'category-name-error' : undefined}
      />
    </Form.Item>
  );
}

function ParentField({
  choices,
  loading,
}: {
  choices: ReturnType<typeof selectableParents>;
  loading: boolean;
}) {
  const [field, , helpers] = useField<number | null>('parent_id');
  const server = useServerFieldError('parent_id');
  return (
    <Form.Item
      label={CATEGORY_LABELS.parent_id}
      htmlFor="category-parent"
      validateStatus={server ? 'error' : undefined}
      help={server ? <span id="category-parent-error">{server}</span> : undefined}
      extra="Leave empty for a top-level category."
    >
      <Select<number>
        id="category-parent"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        virtual={false}
        loading={loading}
        placeholder="No parent (top level)"
        value={field.value ?? undefined}
        aria-describedby={server ? 'category-parent-error' : undefined}
        onChange={(value) => void helpers.setValue(value ?? null)}
        onBlur={() => void helpers.setTouched(true)}
        options={choices.map(({ value, label, color }) => ({
          value,
          label,
          title: label,
          color,
        }))}
        optionRender={(option) => (
          <span className="category-option">
            <span
              className="category-swatch"
              style={{ background: option.data.color }}
              aria-hidden="true"
            />
            {option.data.label}
          </span>
        )}
      />
    </Form.Item>
  );
}
