import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Input, Space, Switch, Typography } from 'antd';
import { useFormikContext } from 'formik';
import { FormField, useFieldError } from '@/components/form/FormField';
import { BUNDLE_LABELS } from '@/domain/catalogue/bundleFields';
import type { BundleFormValues } from './values';

/** Prepping instructions: a switch, and when on, an ordered list of steps to add, move and remove. */
export function PreppingSteps() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<BundleFormValues>();
  const steps = values.prepping_steps;
  const listError = useFieldError('prepping_steps');

  const write = (next: string[]) => void setFieldValue('prepping_steps', next);
  const move = (from: number, to: number) => {
    const next = [...steps];
    const [step] = next.splice(from, 1);
    next.splice(to, 0, step ?? '');
    write(next);
  };

  return (
    <fieldset className="bundle-fieldset">
      <legend>Prepping instructions</legend>
      <FormField name="prepping_required">
        {(control) => (
          <Switch
            {...control}
            checked={values.prepping_required}
            onChange={(on) => {
              void setFieldValue('prepping_required', on);
              if (on && steps.length === 0) write(['']);
            }}
          />
        )}
      </FormField>
      {values.prepping_required && (
        <div role="group" aria-label={BUNDLE_LABELS.prepping_steps}>
          <ol className="bundle-steps">
            {steps.map((step, index) => {
              const name = `prepping_steps[${index}]`;
              return (
                // Steps have no identity but their place; the index is the honest key.
                <li key={index} className="bundle-step">
                  <FormField name={name} label={`Step ${index + 1}`} hideLabel>
                    {(control) => (
                      <Space.Compact block>
                        <Input
                          {...control}
                          value={step}
                          placeholder={`Step ${index + 1}, e.g. Wrap each item in tissue`}
                          onChange={(e) => void setFieldValue(name, e.target.value)}
                          onBlur={() => void setFieldTouched(name, true)}
                        />
                        <Button
                          icon={<ArrowUpOutlined aria-hidden />}
                          aria-label={`Move step ${index + 1} up`}
                          disabled={index === 0}
                          onClick={() => move(index, index - 1)}
                        />
                        <Button
                          icon={<ArrowDownOutlined aria-hidden />}
                          aria-label={`Move step ${index + 1} down`}
                          disabled={index === steps.length - 1}
                          onClick={() => move(index, index + 1)}
                        />
                        <Button
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={`Remove step ${index + 1}`}
                          onClick={() => {
                            write(steps.filter((_s, i) => i !== index));
                            void setFieldTouched('prepping_steps', true, false);
                          }}
                        />
                      </Space.Compact>
                    )}
                  </FormField>
                </li>
              );
            })}
          </ol>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => write([...steps, ''])}>
            Add step
          </Button>
          {listError && (
            <Typography.Text type="danger" role="alert" className="bundle-inline-error">
              {listError}
            </Typography.Text>
          )}
        </div>
      )}
    </fieldset>
  );
}
