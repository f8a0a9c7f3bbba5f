import { Button, Form, Select, Space } from 'antd';
import { Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import type { CategoryInput, CategoryOption } from '@/api/contract';
import { FormErrorAlert } from '@/components/form/FormErrorAlert';
import { FormField, FormFrameProvider } from '@/components/form/FormField';
import { TextField } from '@/components/form/textFields';
import { toFormStatus, type FormStatus } from '@/components/form/serverErrors';
import { LoadingButton } from '@/components/LoadingButton';
import { categoryPaths } from '../paths';
import { ColourField } from './ColourField';
import { selectableParents, type ParentChoice } from './parentOptions';
import {
  CATEGORY_LABELS,
  CATEGORY_NAME_MAX_LENGTH,
  categorySchema,
  toCategoryInput,
  type CategoryFormValues,
} from './schema';

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

/**
 * Add and edit share one form: name, parent category and colour. A refusal from the server lands
 * on its field (or above the form when no field can take it), the input kept.
 */
export function CategoryForm(props: CategoryFormProps) {
  const { initialValues, onSubmit } = props;
  const submit = async (values: CategoryFormValues, helpers: FormikHelpers<CategoryFormValues>) => {
    helpers.setStatus({} satisfies FormStatus);
    try {
      await onSubmit(toCategoryInput(values));
    } catch (error) {
      helpers.setStatus(toFormStatus(error, CATEGORY_LABELS, values));
    }
  };
  return (
    <Formik initialValues={initialValues} validationSchema={categorySchema} onSubmit={submit}>
      <FormFrameProvider idPrefix="category" labels={CATEGORY_LABELS}>
        <CategoryFormBody {...props} />
      </FormFrameProvider>
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
      <TextField name="name" required counter={CATEGORY_NAME_MAX_LENGTH} />
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

/** The parent: a searchable choice whose options show each category's colour. */
function ParentField({ choices, loading }: { choices: ParentChoice[]; loading: boolean }) {
  const [field, , helpers] = useField<number | null>('parent_id');
  return (
    <FormField name="parent_id" extra="Leave empty for a top-level category.">
      {(control) => (
        <Select<number>
          {...control}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          virtual={false}
          loading={loading}
          placeholder="No parent (top level)"
          value={field.value ?? undefined}
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
      )}
    </FormField>
  );
}
