import { Avatar, Typography } from 'antd';
import { useFormikContext } from 'formik';
import type { FieldNote } from '@/components/form/FormField';
import { FieldColumns } from '@/components/form/FieldColumns';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/textFields';
import { PhoneField, WebsiteField } from '@/components/form/contactFields';
import { ORGANISATION_TIERS, type OrganisationFormValues } from '@/domain/organisations/fields';
import { isValidLink } from '@/domain/validation/links';
import { TIER_LABEL } from '../tiers';

export interface TierOption {
  value: string;
  label: string;
  description?: string;
}

/** The tiers as the form offers them when organisations/new has not said more. */
export const DEFAULT_TIER_OPTIONS: TierOption[] = ORGANISATION_TIERS.map((value) => ({
  value,
  label: TIER_LABEL[value],
}));

export interface BasicInformationFieldsProps {
  /** The display name is checked as it is typed (the wizard): its note shows under it. */
  nameChecked?: boolean;
  nameNote?: FieldNote;
  tiers?: readonly TierOption[];
}

/** Who the organisation is and how to reach it: the wizard's first step and the edit page. */
export function BasicInformationFields({
  nameChecked = false,
  nameNote,
  tiers = DEFAULT_TIER_OPTIONS,
}: BasicInformationFieldsProps) {
  return (
    <>
      <FieldColumns columns={2}>
        <TextField
          name="name"
          required
          autoComplete="organization"
          note={nameNote}
          // Fixed for the form's life: toggling it would remount the input mid-typing.
          hasFeedback={nameChecked}
          extra="What your team sees in the organisation switcher. It must be unique."
        />
        <TextField name="legal_name" required extra="As registered, e.g. Koala Supply Co Pty Ltd" />
      </FieldColumns>
      <SelectField
        name="tier"
        required
        placeholder="Choose a tier"
        options={tiers.map((t) => ({
          value: t.value,
          label: t.description ? `${t.label} — ${t.description}` : t.label,
        }))}
      />
      <FieldColumns columns={2}>
        <TextField name="company_email" type="email" required autoComplete="email" />
        <PhoneField extra="Optional. Include the country code, e.g. +61 2 9000 1234" />
      </FieldColumns>
      <FieldColumns columns={2}>
        <WebsiteField extra="Optional. Your own site, e.g. https://koalasupply.com.au (not a search result)" />
        <TextField name="tax_id" extra="Optional. ABN, ACN or VAT number" />
      </FieldColumns>
      <LogoField />
    </>
  );
}

/** The logo is a link to a picture; a preview shows it the size the portal shows it (50×50). */
function LogoField() {
  const { values } = useFormikContext<OrganisationFormValues>();
  const logo = values.logo.trim();
  return (
    <div className="organisation-logo-field">
      <TextField
        name="logo"
        type="url"
        extra="Optional. A link to a square PNG, JPG or SVG of your logo; it is shown 50×50."
      />
      {logo && isValidLink(logo) && (
        <div className="organisation-logo-preview">
          <Avatar shape="square" size={50} src={logo} alt="Logo preview">
            {values.name.charAt(0)}
          </Avatar>
          <Typography.Text type="secondary">Preview</Typography.Text>
        </div>
      )}
    </div>
  );
}
