import { Alert, Button, Flex } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CategoryRef } from '@/domain/contract';
import { countOf, nounFor } from '@/domain/format';
import { asApiError } from '@/api/fieldErrors';
import { useSubmissionKey } from '@/components/form/submissionKey';
import { productPaths } from '../paths';
import { useBulkUpdateProductsMutation } from './bulkApi';
import { pastedCells } from './pasteColumn';
import { BulkEditGrid, leaveOutId } from './BulkEditGrid';
import { BulkOutcomes } from './BulkOutcomes';
import { BulkReview, type ReviewLine } from './BulkReview';
import { LeftOutRows, putBackId } from './LeftOutRows';
import {
  CELL_LABELS,
  changesOf,
  draftErrors,
  itemOf,
  outcomesOf,
  type BulkCell,
  type BulkDraft,
  type BulkErrors,
  type BulkRow,
  type RowOutcome,
} from './bulkRows';

type Mode = 'edit' | 'review' | 'done';

/** '1 value is not a category name and was left out: “Hats”' (its cell keeps what it held). */
function leftOutNotice(cell: BulkCell, values: readonly string[]): string {
  const n = values.length;
  const what =
    cell === 'category_id' ? nounFor(n, 'a category name', 'category names') : 'yes or no';
  const quoted = values.map((value) => `“${value}”`).join(', ');
  return `${countOf(n, 'value')} ${nounFor(n, 'is', 'are')} not ${what} and ${nounFor(n, 'was', 'were')} left out: ${quoted}`;
}

const UNSENT =
  'The changes could not be sent, or the answer was lost. Your edits are kept: check your connection and choose Apply changes again (they are applied once, however often you retry).';

/** Each row is checked again only when its values change (rows keep their identity otherwise). */
const checked = new WeakMap<BulkRow, BulkErrors>();

/** The grid, the review and the result of one bulk edit; the rows' values live here. */
export function BulkSheet({
  initialRows,
  categories,
}: {
  initialRows: BulkRow[];
  categories: CategoryRef[];
}) {
  const navigate = useNavigate();
  const [rows, setRows] = useState(initialRows);
  const [mode, setMode] = useState<Mode>('edit');
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<number, BulkErrors>>(new Map());
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, RowOutcome> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [update] = useBulkUpdateProductsMutation();
  const submission = useSubmissionKey();
  const applying = useRef(false);
  const [busy, setBusy] = useState(false);
  // Rows left out of this edit keep their typed values, so putting one back restores them.
  const [leftOut, setLeftOut] = useState<ReadonlySet<number>>(() => new Set());
  const shown = useMemo(() => rows.filter((row) => !leftOut.has(row.id)), [rows, leftOut]);
  // The control to focus once a row has left or come back (its own button is gone then).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const id = focusNext.current;
    focusNext.current = null;
    if (id) document.getElementById(id)?.focus();
  });

  const errors = useMemo(() => {
    const all = new Map<number, BulkErrors>();
    for (const row of shown) {
      let own = checked.get(row);
      if (!own) checked.set(row, (own = draftErrors(row)));
      const merged = { ...serverErrors.get(row.id), ...own };
      if (Object.keys(merged).length) all.set(row.id, merged);
    }
    return all;
  }, [shown, serverErrors]);

  const categoryName = (id: number | null) =>
    id === null ? 'No category' : (categories.find((c) => c.id === id)?.name ?? `#${id}`);
  const lines: ReviewLine[] = shown
    .map((row) => ({ row, changes: changesOf(row, categoryName) }))
    .filter((line) => line.changes.length > 0);

  // The grid counts rows as it shows them: `index` is a row of `shown`.
  const edit = (index: number, patch: Partial<BulkDraft>) => {
    const id = shown[index]?.id;
    setRows((all) =>
      all.map((row) => (row.id === id ? { ...row, draft: { ...row.draft, ...patch } } : row)),
    );
    if (id !== undefined && serverErrors.has(id))
      setServerErrors((all) => new Map([...all].filter(([key]) => key !== id)));
  };

  const pasteColumn = (from: number, cell: BulkCell, values: string[]) => {
    const fitted = values.slice(0, shown.length - from);
    const { patches, unmatched } = pastedCells(cell, fitted, categories);
    const pasted = new Map(patches.map((patch, i) => [shown[from + i]!.id, patch]));
    setRows((all) =>
      all.map((row) => {
        const patch = pasted.get(row.id);
        return patch ? { ...row, draft: { ...row.draft, ...patch } } : row;
      }),
    );
    const left = values.length - fitted.length;
    setNotice(
      `Pasted ${countOf(fitted.length - unmatched.length, 'value')} into ${CELL_LABELS[cell]}` +
        (unmatched.length > 0 ? `; ${leftOutNotice(cell, unmatched)}` : '') +
        (left > 0 ? `; ${left} more did not fit below the last product.` : '.'),
    );
  };

  const leaveOut = (index: number) => {
    const row = shown[index];
    if (!row) return;
    const next = shown[index + 1] ?? shown[index - 1];
    focusNext.current = next ? leaveOutId(next) : putBackId(row);
    setLeftOut((ids) => new Set(ids).add(row.id));
  };
  const putBack = (id: number) => {
    focusNext.current = leaveOutId({ id });
    setLeftOut((ids) => new Set([...ids].filter((left) => left !== id)));
  };

  const review = () => {
    setFailure(null);
    if (errors.size > 0) {
      const count = [...errors.values()].reduce((n, e) => n + Object.keys(e).length, 0);
      setNotice(`Fix the ${count} marked ${count === 1 ? 'cell' : 'cells'} first.`);
      document.querySelector<HTMLElement>('.bulk-grid [aria-invalid="true"]')?.focus();
      return;
    }
    if (lines.length === 0) return setNotice('Nothing has changed yet.');
    setNotice('');
    setMode('review');
  };

  const apply = async () => {
    if (applying.current) return;
    applying.current = true;
    setBusy(true);
    setFailure(null);
    const items = lines.map((line) => itemOf(line.row));
    const sent = items.map((item) => item.id);
    try {
      const answer = await update({ items, idempotencyKey: submission.keyFor(items) }).unwrap();
      submission.succeeded();
      const updated = new Set(answer.data.updated);
      setOutcomes(
        new Map(sent.map((id) => [id, { status: updated.has(id) ? 'updated' : 'not-applied' }])),
      );
      // What was stored is the new "before"; archived products can no longer be edited.
      setRows((all) =>
        all
          .filter((row) => !(updated.has(row.id) && row.draft.archive))
          .map((row) => (updated.has(row.id) ? { ...row, original: row.draft } : row)),
      );
      setServerErrors(new Map());
      setNotice(`${updated.size} ${updated.size === 1 ? 'product' : 'products'} updated.`);
      setMode('done');
    } catch (error) {
      const problem = asApiError(error);
      if (problem.status === 422 && problem.fieldErrors) {
        const found = outcomesOf(sent, problem.fieldErrors);
        setOutcomes(found);
        setServerErrors(
          new Map([...found].flatMap(([id, o]) => (o.status === 'refused' ? [[id, o.cells]] : []))),
        );
        setNotice(
          'Nothing was applied: some products were refused. Fix the marked cells and review again.',
        );
        setMode('edit');
      } else setFailure(problem.status === 422 ? problem.message : UNSENT);
    } finally {
      applying.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      {/* antd's Alert is role="alert": each notice (a paste, a refusal, a success) is announced. */}
      {notice && mode !== 'review' && (
        <Alert type={mode === 'done' ? 'success' : 'info'} showIcon title={notice} />
      )}
      {outcomes && mode !== 'review' && (
        <BulkOutcomes rows={rowsSent(initialRows, rows, outcomes)} outcomes={outcomes} />
      )}
      {mode === 'review' ? (
        <BulkReview
          lines={lines}
          applying={busy}
          failure={failure}
          onBack={() => setMode('edit')}
          onApply={apply}
        />
      ) : mode === 'done' ? (
        <Flex gap={8} wrap style={{ marginTop: 16 }}>
          {rows.length > 0 && (
            <Button onClick={() => (setMode('edit'), setOutcomes(null), setNotice(''))}>
              Keep editing
            </Button>
          )}
          <Button type="primary" onClick={() => void navigate(productPaths.list)}>
            Back to products
          </Button>
        </Flex>
      ) : (
        <>
          <p className="bulk-count" role="status">
            {shown.length} {shown.length === 1 ? 'product' : 'products'} in this edit
            {leftOut.size > 0 && `, ${leftOut.size} left out`}.
          </p>
          <BulkEditGrid
            rows={shown}
            errors={errors}
            categories={categories}
            onEdit={edit}
            onPasteColumn={pasteColumn}
            onLeaveOut={leaveOut}
          />
          <LeftOutRows rows={rows.filter((row) => leftOut.has(row.id))} onPutBack={putBack} />
          <Flex gap={8} wrap>
            <Button type="primary" onClick={review}>
              Review changes
            </Button>
            <Button onClick={() => void navigate(productPaths.list)}>Cancel</Button>
          </Flex>
        </>
      )}
    </>
  );
}

/** The rows Apply sent, archived ones included (they have left the grid). */
function rowsSent(
  initial: BulkRow[],
  current: BulkRow[],
  outcomes: ReadonlyMap<number, RowOutcome>,
) {
  const byId = new Map(initial.map((row) => [row.id, row]));
  for (const row of current) byId.set(row.id, row);
  return [...byId.values()].filter((row) => outcomes.has(row.id));
}
