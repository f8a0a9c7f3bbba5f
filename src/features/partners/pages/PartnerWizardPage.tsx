import { addressSchema } from '@/domain/address/schema';
import { Card, Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Partner, PartnerKind } from '@/domain/contract';
import { emptyPartner, partnerLabels, type PartnerFormValues } from '@/domain/partners/fields';
import { notifier } from '../../../components/feedback/notifier';
import { useCountries, type CountriesState } from '../../../components/hooks/useCountries';
import { useWizardDraft, type WizardOpening } from '../../../components/wizard/useWizardDraft';
import { Wizard } from '../../../components/wizard/Wizard';
import type { WizardStep } from '../../../components/wizard/wizardSteps';
import { partnerDraftStores } from '../drafts';
import { PARTNER_WORDS, savedMessage, type PartnerSetup } from '../kinds';
import { useCreatePartnerMutation } from '../api';
import { AddressFields } from '../../../components/form/AddressFields';
import { ContactFields } from '../components/PartnerFields';
import { PartnerReview } from '../components/PartnerReview';
import { contactFieldNames, contactSchemas, partnerFieldOf, toPartnerInput } from '../values';
import { ADDRESS_FIELD_NAMES } from '@/domain/address/fields';
import '../partners.css';

function partnerSteps(
  kind: PartnerKind,
  countries: CountriesState,
): WizardStep<PartnerFormValues>[] {
  return [
    {
      title: PARTNER_WORDS[kind].firstStep,
      fields: contactFieldNames(kind),
      schema: contactSchemas[kind],
      body: <ContactFields kind={kind} />,
    },
    {
      title: 'Address',
      fields: ADDRESS_FIELD_NAMES,
      schema: addressSchema,
      body: <AddressFields countries={countries} />,
    },
    { title: 'Review', fields: [], body: <PartnerReview kind={kind} countries={countries} /> },
  ];
}

/**
 * /manage/suppliers/new and /manage/customers/new: Company (or Customer) → Address → Review on
 * the wizard kit, with the kind's draft. 'Continue Adding …' (?resume=1) picks the draft up at its
 * step; without it an existing draft is offered, never silently reused or overwritten.
 */
export function PartnerWizardPage({ setup }: { setup: PartnerSetup }) {
  const { kind } = setup;
  const words = PARTNER_WORDS[kind];
  const { start, draft, choice } = useWizardDraft(partnerDraftStores[kind], {
    fresh: emptyPartner(kind),
  });
  const titleId = `${words.noun}-new-title`;
  return (
    <section aria-labelledby={titleId} className="partner-page">
      <Typography.Title level={1} id={titleId}>
        Add {words.one}
      </Typography.Title>
      {choice({
        title: `You have an unfinished ${words.noun}`,
        description: 'Continue your draft or start over?',
      })}
      {start && <PartnerWizard setup={setup} opening={{ start, draft }} />}
    </section>
  );
}

function PartnerWizard({
  setup,
  opening,
}: {
  setup: PartnerSetup;
  opening: WizardOpening<PartnerFormValues>;
}) {
  const { kind, paths } = setup;
  const navigate = useNavigate();
  // Asked for at once, so the Address step rarely waits for the list.
  const countries = useCountries();
  const steps = useMemo(() => partnerSteps(kind, countries), [kind, countries]);
  const labels = useMemo(() => partnerLabels(kind), [kind]);
  const [createPartner] = useCreatePartnerMutation();
  return (
    <Card>
      <Wizard<PartnerFormValues, Partner>
        id={`${kind}-wizard`}
        label={`Add ${PARTNER_WORDS[kind].noun}`}
        steps={steps}
        labels={labels}
        fieldOf={partnerFieldOf}
        submitLabel={`Save ${PARTNER_WORDS[kind].one}`}
        opening={opening}
        onSubmit={(values, submission) =>
          createPartner({ kind, body: toPartnerInput(kind, values), ...submission }).unwrap()
        }
        onDone={async (partner) => {
          notifier.success({ message: savedMessage(kind) });
          await navigate(paths.summary(partner.id));
        }}
        onCancel={() => void navigate(paths.list)}
        draftNote="Your answers are kept on this device as you go: 'Continue Adding' on the list brings you back here."
      />
    </Card>
  );
}
