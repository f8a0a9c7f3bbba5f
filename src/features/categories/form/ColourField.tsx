import { Button, ColorPicker, Input, Space } from 'antd';
import { useField } from 'formik';
import { FormField } from '@/components/form/FormField';
import { isHexColour } from '@/domain/catalogue/rules';

const NEUTRAL = '#808080';

/**
 * The category colour: a text input for the hex value (what keyboard and screen-reader users
 * use) and a picker that writes into the same value. The picker only takes up a colour the input
 * holds validly, so a half-typed '#12' is never "corrected" under the person's fingers.
 */
export function ColourField() {
  const [field, , helpers] = useField<string>('color');
  const valid = isHexColour(field.value.trim());
  return (
    <FormField name="color" required extra="A hex colour of 3 or 6 digits, like #1a2b3c or #f80.">
      {(control) => (
        <Space.Compact block>
          <Input
            {...control}
            name="color"
            value={field.value}
            placeholder="#1a2b3c"
            maxLength={7}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => void helpers.setValue(e.target.value)}
            onBlur={() => void helpers.setTouched(true)}
          />
          <ColorPicker
            // Without a valid colour the panel opens on neutral grey (an empty value would read
            // as transparent, which the alpha-less picker cannot show).
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
      )}
    </FormField>
  );
}
