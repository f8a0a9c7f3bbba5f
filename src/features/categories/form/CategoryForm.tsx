import { Select } from 'antd';
import { useField } from 'formik';
import { useNavigate } from 'react-router-dom';
import type { CategoryInput, CategoryOption } from '@/domain/contract';
import type { Submission } from '@/api/idempotency';
import { EditForm } from '@/components/form/EditForm';
import { FormField } from '@/components/form/FormField';
import { TextField } from '@/components/form/textFields';
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
  onSubmit: (input: CategoryInput, submission: Submission) => Promise<unknown>;
}

/**
 * Add and edit share one form: name, parent category and colour. A refusal from the server lands
 * on its field (or above the form when no field can take it), the input kept.
 */
export function CategoryForm(props: CategoryFormProps) {
  const { initialValues, editingId, parents, parentsLoading, submitLabel, onSubmit } = props;
  const navigate = useNavigate();
  return (
    <EditForm
      name="Category"
      idPrefix="category"
      className="category-form"
      initialValues={initialValues}
      labels={CATEGORY_LABELS}
      validationSchema={categorySchema}
      onSubmit={(values, submission) => onSubmit(toCategoryInput(values), submission)}
      onCancel={() => void navigate(categoryPaths.list)}
      submitLabel={submitLabel}
    >
      <TextField name="name" required counter={CATEGORY_NAME_MAX_LENGTH} />
      <ParentField choices={selectableParents(parents, editingId)} loading={parentsLoading} />
      <ColourField />
    </EditForm>
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
