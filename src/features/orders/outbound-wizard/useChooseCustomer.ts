import { useFormikContext } from 'formik';
import type { Customer } from '@/domain/contract';
import { partnerApi } from '@/features/partners/api';
import { ADDRESS_FIELD_NAMES } from '@/domain/address/fields';
import type { OutboundValues } from './values';

/**
 * Chooses the order's customer. A different customer brings their own address (read from their
 * record), which the Address step then validates afresh.
 */
export function useChooseCustomer() {
  const { values, setValues, setFieldTouched } = useFormikContext<OutboundValues>();
  const [loadCustomer, loading] = partnerApi.useLazyGetPartnerQuery();

  const choose = async (who: { id: number; name: string; company: string }, known?: Customer) => {
    if (values.customer?.id === who.id) return;
    const customer =
      known ?? ((await loadCustomer({ kind: 'customer', id: who.id }, true).unwrap()) as Customer);
    const address = Object.fromEntries(
      ADDRESS_FIELD_NAMES.map((f) => [f, customer.address?.[f] ?? '']),
    );
    await setValues(
      (current: OutboundValues) => ({
        ...current,
        ...address,
        customer: { id: customer.id, name: customer.name, company: customer.company },
        address_validation: null,
        address_override: false,
      }),
      false,
    );
    void setFieldTouched('customer', true, false);
  };
  return { choose, loading: loading.isFetching, failed: loading.isError };
}
