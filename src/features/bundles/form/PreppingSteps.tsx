import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Form, Input, Space, Switch, Typography } from 'antd';
import { getIn, useFormikContext } from 'formik';
import { fieldId } from './Field';
import { useServerFieldError } from '@/components/form/serverErrors';
import { BUNDLE_LABELS, type BundleFormValues } from './values';

/** Prepping instructions: a switch, and when on, an ordered list of steps to add, move and remove. */
export function PreppingSteps() {
  const { values, errors, touched, setFieldValue, setFieldTouched } =
    useFormikContext<BundleFormValues>();
  const steps = values.prepping_steps;
  const server = useServerFieldError('prepping_steps');
  const ownError = getIn(errors, 'prepping_steps');
  const listError =
    (typeof ownError === 'string' && getIn(touched, 'prepping_steps') ? ownError : undefined) ??
    server;
  const switchId = fieldId('prepping_required');

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
      <Form.Item label={BUNDLE_LABELS.prepping_required} htmlFor={switchId}>
        <Switch
          id={switchId}
          checked={values.prepping_required}
          onChange={(on) => {
            void setFieldValue('prepping_required', on);
            if (on && steps.length === 0) write(['']);
          }}
        />
      </Form.Item>
      {values.prepping_required && (
        <div role="group" aria-label={BUNDLE_LABELS.prepping_steps}>
          <ol className="bundle-steps">
            {steps.map((step, index) => {
              const name = `prepping_steps[${index}]`;
              const error = getIn(touched, name)
                ? (getIn(errors, name) as string | undefined)
                : undefined;
              const id = fieldId(name);
              return (
                // Steps have no identity but their place; the index is the honest key.
                <li key={index} className="bundle-step">
                  <label htmlFor={id} className="visually-hidden">
                    Step {index + 1}
                  </label>
                  <Space.Compact block>
                    <Input
                      id={id}
                      value={step}
                      placeholder={`Step ${index + 1}, e.g. Wrap each item in tissue`}
                      status={error ? 'error' : undefined}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
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
                  {error && (
                    <Typography.Text
                      type="danger"
                      id={`${id}-error`}
                      className="bundle-inline-error"
                    >
                      {error}
                    </Typography.Text>
                  )}
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
