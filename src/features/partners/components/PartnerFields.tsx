import type { PartnerKind } from '@/domain/contract';
import { PARTNER_TYPE_FIELD, PARTNER_TYPES } from '@/domain/partners/fields';
import { FieldColumns } from '../../../components/form/FieldColumns';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/textFields';
import { PhoneField } from '../../../components/form/contactFields';
import { PARTNER_WORDS } from '../kinds';

/** The kind's own fields: who they are, how to reach them, and what kind of partner they are. */
export function ContactFields({ kind }: { kind: PartnerKind }) {
  const words = PARTNER_WORDS[kind];
  return (
    <>
      <FieldColumns columns={2}>
        <TextField name="name" required autoComplete="name" />
        <TextField name="company" required autoComplete="organization" />
      </FieldColumns>
      <FieldColumns columns={2}>
        <TextField name="email" type="email" required autoComplete="email" />
        <PhoneField extra="Optional. Include the country code, e.g. +61 412 345 678" />
      </FieldColumns>
      {kind === 'supplier' && (
        <TextField name="supplies" extra="Optional. What they send in, e.g. coffee beans, tea" />
      )}
      <SelectField
        name={PARTNER_TYPE_FIELD[kind]}
        required
        options={PARTNER_TYPES[kind].map((value) => ({ value, label: words.types[value]! }))}
      />
    </>
  );
}
