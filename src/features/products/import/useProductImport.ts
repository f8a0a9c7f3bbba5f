import { useRef, useState } from 'react';
import type { ApiQueryError } from '@/api/axiosBaseQuery';
import type { CategoryRef, Country } from '@/domain/contract';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { loadConfiguration } from '@/core/session/sessionThunks';
import { skuUniquenessApi } from '@/api/skuUniqueness';
import { PRODUCT_LABELS } from '@/domain/catalogue/productFields';
import { productsApi } from '../api';
import { parseProductSheet } from './parseSheet';
import { IMPORT_CONCURRENCY, runLimited } from './runLimited';
import {
  IMPORT_MESSAGES,
  skusToCheck,
  takenKey,
  validateRows,
  type ValidatedRow,
} from './validateRow';

export type ImportPhase = 'choose' | 'checking' | 'review' | 'sending' | 'finished';
export type RowStatus = 'invalid' | 'ready' | 'sending' | 'created' | 'failed';

export interface ImportRow extends ValidatedRow {
  status: RowStatus;
  created?: { id: number; sku: string; title: string };
  /** Why the server refused the row. */
  serverMessage?: string;
}

export interface Progress {
  done: number;
  total: number;
}

/** A sheet bigger than this is not a product list (decided). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const sendable = (row: ImportRow) =>
  row.input !== null && (row.status === 'ready' || row.status === 'failed');

/** Any failure as a sentence: thunk rejections are strings, RTK Query's carry a message. */
function reasonOf(error: unknown): string {
  if (typeof error === 'string') return error.endsWith('.') ? error : `${error}.`;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : 'Something went wrong.';
}

/** The server's reasons, each with its field's label when the server sent a bare phrase. */
export function serverMessageOf(error: unknown): string {
  const e = error as Partial<ApiQueryError> | undefined;
  if (e?.fieldErrors) {
    const labels: Record<string, string> = PRODUCT_LABELS;
    return Object.entries(e.fieldErrors)
      .flatMap(([field, messages]) =>
        messages.map((m) => (/^[a-z]/.test(m) ? `${labels[field] ?? field} ${m}` : m)),
      )
      .join('; ');
  }
  return e?.message ?? 'The product could not be created.';
}

/**
 * Add Multiple Products, from file to report: read and check every row (the SKUs with the
 * server too), then send the valid ones a few at a time, keeping each row's outcome so the
 * failed ones can be sent again.
 */
export function useProductImport(onCreated: () => void) {
  const dispatch = useAppDispatch();
  const countries = useAppSelector((s) => s.session.configObj?.countries ?? null);
  const [phase, setPhase] = useState<ImportPhase>('choose');
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [ignoredColumns, setIgnoredColumns] = useState<string[]>([]);
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [progress, setProgress] = useState<Progress>({ done: 0, total: 0 });
  /** Each file or reset starts a new run; answers of an abandoned run are dropped. */
  const run = useRef(0);
  const stopRequested = useRef(false);

  const patchRow = (line: number, patch: Partial<ImportRow>) =>
    setRows((all) => all.map((row) => (row.line === line ? { ...row, ...patch } : row)));

  const loadContext = async (): Promise<{ categories: CategoryRef[]; countries: Country[] }> => {
    const options = dispatch(
      productsApi.endpoints.getProductFormOptions.initiate(undefined, { forceRefetch: true }),
    );
    try {
      const [form, config] = await Promise.all([
        options.unwrap(),
        countries ??
          dispatch(loadConfiguration())
            .unwrap()
            .then((c) => c.countries),
      ]);
      return { categories: form.categories, countries: config };
    } finally {
      options.unsubscribe();
    }
  };

  /** Asks the server which SKUs the organisation already uses (archived products included). */
  const findTakenSkus = async (skus: string[], id: number) => {
    const taken = new Map<string, string>();
    setProgress({ done: 0, total: skus.length });
    await runLimited(skus, IMPORT_CONCURRENCY, async (sku) => {
      try {
        const answer = await dispatch(
          skuUniquenessApi.endpoints.checkSkuUnique.initiate(
            { sku },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap();
        if (!answer.unique) taken.set(takenKey(sku), answer.message ?? IMPORT_MESSAGES.skuTaken);
      } finally {
        // A check that could not run leaves the row to the server, which checks again on create.
        if (run.current === id) setProgress((p) => ({ ...p, done: p.done + 1 }));
      }
    });
    return taken;
  };

  const readFile = async (file: File) => {
    const id = ++run.current;
    setFileName(file.name);
    setRows([]);
    setIgnoredColumns([]);
    const refuse = (message: string) => {
      setFileError(message);
      setPhase('choose');
    };
    if (!/\.csv$/i.test(file.name)) return refuse('Please choose a .csv file.');
    if (file.size > MAX_FILE_BYTES) return refuse('The file is larger than 5 MB.');
    setFileError(null);
    setPhase('checking');
    try {
      const parsed = parseProductSheet(await file.text());
      if (!parsed.ok) return refuse(parsed.error);
      const context = await loadContext();
      const firstPass = validateRows(parsed.sheet.rows, context);
      const takenSkus = await findTakenSkus(skusToCheck(firstPass), id);
      if (run.current !== id) return;
      const checked = validateRows(parsed.sheet.rows, { ...context, takenSkus });
      setIgnoredColumns(parsed.sheet.ignoredColumns);
      setRows(checked.map((row) => ({ ...row, status: row.input ? 'ready' : 'invalid' })));
      setPhase('review');
    } catch (error) {
      if (run.current === id)
        refuse(`The file could not be checked: ${reasonOf(error)} Try again.`);
    }
  };

  /** Sends every valid row not created yet (first time or retry), a few at a time. */
  const send = async () => {
    const id = run.current;
    const targets = rows.filter(sendable);
    if (!targets.length) return;
    stopRequested.current = false;
    setPhase('sending');
    setProgress({ done: 0, total: targets.length });
    let created = 0;
    await runLimited(
      targets,
      IMPORT_CONCURRENCY,
      async (row) => {
        patchRow(row.line, { status: 'sending', serverMessage: undefined });
        try {
          const product = await dispatch(
            productsApi.endpoints.createProduct.initiate(row.input!),
          ).unwrap();
          created += 1;
          patchRow(row.line, {
            status: 'created',
            created: { id: product.id, sku: product.sku, title: product.title },
          });
        } catch (error) {
          patchRow(row.line, { status: 'failed', serverMessage: serverMessageOf(error) });
        } finally {
          if (run.current === id) setProgress((p) => ({ ...p, done: p.done + 1 }));
        }
      },
      () => stopRequested.current,
    );
    if (created > 0) onCreated();
    if (run.current === id) setPhase('finished');
  };

  /** Forgets the file; a run still in flight stops starting rows and its answers are ignored. */
  const reset = () => {
    run.current += 1;
    stopRequested.current = true;
    setPhase('choose');
    setFileName(null);
    setFileError(null);
    setIgnoredColumns([]);
    setRows([]);
    setProgress({ done: 0, total: 0 });
  };

  return {
    phase,
    fileName,
    fileError,
    ignoredColumns,
    rows,
    progress,
    sendableCount: rows.filter(sendable).length,
    readFile,
    send,
    reset,
  };
}
export type ProductImport = ReturnType<typeof useProductImport>;
