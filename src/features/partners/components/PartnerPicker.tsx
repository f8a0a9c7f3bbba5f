import SearchOutlined from '@ant-design/icons/SearchOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { AutoComplete, Button, Input, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { PartnerKind, PartnerOf, PartnerSuggestion } from '@/domain/contract';
import { FormField, type FieldNote } from '@/components/form/FormField';
import { useDebouncedValue } from '@/components/hooks/useDebouncedValue';
import { SEARCH_DELAY_MS } from '@/components/page/ListSearch';
import { partnerSearchProblem } from '@/domain/validation/rules';
import { AddPartnerModal } from './AddPartnerModal';
import { PARTNER_WORDS } from '../kinds';
import { useSuggestPartnersQuery } from '../api';

interface PartnerPickerProps<K extends PartnerKind> {
  kind: K;
  /** The form field the choice is reported on (its label, error and id). */
  name: string;
  required?: boolean;
  extra: ReactNode;
  /** The caller's own problem (a chosen partner that could not be loaded). */
  note?: FieldNote;
  /** How a suggestion reads in the list. */
  optionLabel: (partner: { name: string; company: string }) => string;
  /** A suggestion was picked. */
  onPick: (partner: PartnerSuggestion) => void;
  /** A partner was added in the modal (already saved). */
  onAdded: (partner: PartnerOf[K]) => void;
  /** The id prefix of the add modal's fields. */
  addFormId: string;
  /** Shown between the search and the add button: what is chosen now. */
  children?: ReactNode;
}

/**
 * The order wizards' partner choice: picked from the names suggested as the person types
 * (search-suggestions/<kind>-by-name, as on the partner lists), or added in a modal with the
 * partner pages' own fields and rules.
 */
export function PartnerPicker<K extends PartnerKind>({
  kind,
  name,
  required,
  extra,
  note,
  optionLabel,
  onPick,
  onAdded,
  addFormId,
  children,
}: PartnerPickerProps<K>) {
  const words = PARTNER_WORDS[kind];
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS).trim();
  const problem = partnerSearchProblem(text);
  const suggestions = useSuggestPartnersQuery(
    { kind, query: debounced },
    { skip: debounced === '' || !!partnerSearchProblem(debounced) },
  );
  const found = problem || debounced === '' ? [] : (suggestions.data ?? []);

  return (
    <>
      <FormField
        name={name}
        label={words.one}
        required={required}
        note={problem ? { text: problem, tone: 'error' } : note}
        extra={extra}
      >
        {(control) => (
          <AutoComplete
            value={text}
            options={found.map((s) => ({ value: String(s.id), label: optionLabel(s) }))}
            onChange={(value: string) => setText(value ?? '')}
            onSelect={(value: string) => {
              const partner = found.find((s) => String(s.id) === value);
              if (!partner) return;
              setText('');
              onPick(partner);
            }}
            notFoundContent={
              debounced && !problem && suggestions.isSuccess
                ? `No ${words.noun} by that name`
                : null
            }
            style={{ width: '100%' }}
          >
            <Input
              {...control}
              type="search"
              placeholder={`Search ${words.many.toLowerCase()} by name`}
              prefix={<SearchOutlined aria-hidden />}
              // Enter picks a suggestion; it must never press the wizard's Next as well.
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.preventDefault();
              }}
            />
          </AutoComplete>
        )}
      </FormField>
      {children}
      <Typography.Paragraph style={{ marginTop: 8 }}>
        <Button icon={<UserAddOutlined aria-hidden />} onClick={() => setAdding(true)}>
          Add a new {words.noun}
        </Button>
      </Typography.Paragraph>
      <AddPartnerModal
        kind={kind}
        idPrefix={addFormId}
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(partner) => {
          setAdding(false);
          setText('');
          onAdded(partner);
        }}
      />
    </>
  );
}
