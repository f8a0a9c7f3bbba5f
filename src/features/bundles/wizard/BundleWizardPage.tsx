import { Alert, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DraftChoice } from '@/components/wizard/DraftChoice';
import { useAppSelector } from '@/core/hooks';
import { useGetBundleFormOptionsQuery } from '../api';
import { EMPTY_BUNDLE, type BundleFormValues } from '../form/values';
import { BundleWizard } from './BundleWizard';
import { clearBundleDraft, loadBundleDraft } from './draft';
import '../bundles.css';

type Start =
  | { kind: 'ask'; draft: { step: number; values: BundleFormValues } }
  | { kind: 'draft'; draft: { step: number; values: BundleFormValues } }
  | { kind: 'fresh' };

/**
 * Where the wizard starts: with ?resume=1 ('Continue Adding Bundle') the draft is picked up at
 * its step; without it an existing draft is offered, never silently overwritten.
 */
export function BundleWizardPage() {
  const [search] = useSearchParams();
  const organisation = useAppSelector((s) => s.session.user?.x_organisation_uid ?? null);
  const [start, setStart] = useState<Start>(() => {
    const draft = loadBundleDraft(organisation);
    if (!draft) return { kind: 'fresh' };
    return search.get('resume') ? { kind: 'draft', draft } : { kind: 'ask', draft };
  });

  return (
    <section aria-labelledby="bundle-new-title" className="bundle-page">
      <Typography.Title level={1} id="bundle-new-title">
        Add Bundle
      </Typography.Title>
      {start.kind === 'ask' && (
        <DraftChoice
          title="You have an unfinished bundle"
          description="Continue your draft or start over?"
          onContinue={() => setStart({ kind: 'draft', draft: start.draft })}
          onStartOver={() => {
            clearBundleDraft();
            setStart({ kind: 'fresh' });
          }}
        />
      )}
      {start.kind === 'draft' && (
        <BundleWizard initialValues={start.draft.values} initialStep={start.draft.step} resumed />
      )}
      {start.kind === 'fresh' && <FreshWizard />}
    </section>
  );
}

/** A new bundle starts with the server's suggested SKU (bundles/new); without one, blank. */
function FreshWizard() {
  const suggestion = useGetBundleFormOptionsQuery();
  if (suggestion.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <>
      {suggestion.isError && (
        <Alert
          type="warning"
          showIcon
          title="No SKU could be suggested just now; please type one on the Details step."
        />
      )}
      <BundleWizard
        initialValues={{ ...EMPTY_BUNDLE, sku: suggestion.data ?? '' }}
        initialStep={0}
        resumed={false}
      />
    </>
  );
}
