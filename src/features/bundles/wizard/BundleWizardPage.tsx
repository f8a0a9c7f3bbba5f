import { Alert, Skeleton, Typography } from 'antd';
import { useWizardDraft } from '@/components/wizard/useWizardDraft';
import { useGetBundleFormOptionsQuery } from '../api';
import { EMPTY_BUNDLE } from '../form/values';
import { BundleWizard } from './BundleWizard';
import { bundleDraftStore } from './draft';
import '../bundles.css';

const DRAFT_CHOICE_TEXTS = {
  title: 'You have an unfinished bundle',
  description: 'Continue your draft or start over?',
} as const;

/**
 * Where the wizard starts, by the one rule every wizard follows: 'Continue Adding Bundle'
 * (?resume=1) picks the draft up at its step; without it an existing draft is offered, never
 * silently reused or overwritten. A fresh start waits for the server's suggested SKU.
 */
export function BundleWizardPage() {
  const { start, draft, choice } = useWizardDraft(bundleDraftStore, {
    fresh: EMPTY_BUNDLE,
    onOpen: 'ask',
  });
  const fresh = start !== null && !start.resumed;
  const suggestion = useGetBundleFormOptionsQuery(undefined, { skip: !fresh });
  const suggesting = fresh && !suggestion.isSuccess && !suggestion.isError;

  return (
    <section aria-labelledby="bundle-new-title" className="bundle-page">
      <Typography.Title level={1} id="bundle-new-title">
        Add Bundle
      </Typography.Title>
      {choice(DRAFT_CHOICE_TEXTS)}
      {suggesting && <Skeleton active paragraph={{ rows: 6 }} />}
      {fresh && suggestion.isError && (
        <Alert
          type="warning"
          showIcon
          title="No SKU could be suggested just now; please type one on the Details step."
        />
      )}
      {start?.trimmed && (
        <Alert
          type="info"
          showIcon
          title="The image was too large to keep in the draft: please add it again."
        />
      )}
      {start && !suggesting && (
        <BundleWizard
          opening={{
            start: fresh
              ? { ...start, values: { ...start.values, sku: suggestion.data ?? '' } }
              : start,
            draft,
          }}
        />
      )}
    </section>
  );
}
