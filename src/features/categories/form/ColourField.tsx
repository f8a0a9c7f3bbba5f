import { Button, ColorPicker, Form, Input, Space } from 'antd';
import { useField } from 'formik';
import { isHexColour } from '@/lib/catalogue/rules';
import { CATEGORY_LABELS } from './schema';
import { useServerFieldError } from '@/components/form/serverErrors';

const ID = 'category-color';
const NEUTRAL = '#808080';

/**
 * The category colour: a text input for the hex value (what keyboard and screen-reader users
 * use) and a picker that writes into the same value. The picker only takes up a colour the input
 * holds validly, so a half-typed '#12' is never "corrected" under the person's fingers.
 */
export function ColourField() {
  const [field, meta, helpers] = useField<string>('color');
  const server = useServerFieldError('color');
  const error = (meta.touched && meta.error) || server;
  const valid = isHexColour(field.value.trim());
  return (
    <Form.Item
      label={CATEGORY_LABELS.color}
      htmlFor={ID}
      required
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${ID}-error`}>{error}</span> : undefined}
      extra={<span id={`${ID}-hint`}>A hex colour of 3 or 6 digits, like #1a2b3c or #f80.</span>}
    >
      <Space.Compact block>
        <Input
          {...field}
          id={ID}
          placeholder="#1a2b3c"
          maxLength={7}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ID}-error` : `${ID}-hint`}
          status={error ? 'error' : undefined}
        />
        <ColorPicker
          // Without a valid colour the panel opens on neutral grey (an empty value would read as
          // transparent, which the alpha-less picker cannot show).
          value={valid ? field.value.trim() : NEUTRAL}
          disabledAlpha
          format="hex"
          onChange={(colour) => {
            void helpers.setValue(colour.toHexString());
            void helpers.setTouched(true, false);
          }}
        >
          <Button
            aria-label="Pick a colour"
            icon={
              <span
                className="category-swatch"
                style={{ background: valid ? field.value.trim() : 'transparent' }}
                aria-hidden="true"
              />
            }
          />
        </ColorPicker>
      </Space.Compact>
    </Form.Item>
  );
}
