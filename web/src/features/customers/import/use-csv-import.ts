import {
  checkCsvFile,
  IMPORT_MESSAGES,
  importChunkSize,
  splitValidRows,
  type TImportRow,
  type TImportRowResult,
} from '@regulars/contracts';
import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { importChunk, importPreflight, useInvalidateCustomers } from '../../../api/customers.ts';
import { parseCustomerCsv, type TFailedRow } from './csv.ts';

export type TImportStep = 'upload' | 'preview' | 'validating' | 'importing' | 'results';

export type TImportState = {
  step: TImportStep;
  fileName: string | null;
  rows: TImportRow[];
  error: string | null;
  /** Set when the error is the plan limit, so the upload step can offer an upgrade. */
  planLimit: boolean;
  progress: { done: number; total: number };
  imported: number;
  failed: TFailedRow[];
};

const INITIAL: TImportState = {
  step: 'upload',
  fileName: null,
  rows: [],
  error: null,
  planLimit: false,
  progress: { done: 0, total: 0 },
  imported: 0,
  failed: [],
};

const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error(IMPORT_MESSAGES.readFailed));
    reader.readAsText(file);
  });

/** The import wizard's state machine: upload → preview → validating → importing → results. */
export function useCsvImport() {
  const [state, setState] = useState<TImportState>(INITIAL);
  const cancelled = useRef(false);
  const invalidate = useInvalidateCustomers();

  async function chooseFile(file: File) {
    const problem = checkCsvFile(file);
    if (problem) return setState({ ...INITIAL, error: problem });
    try {
      const { rows } = parseCustomerCsv(await readText(file));
      setState({ ...INITIAL, step: 'preview', fileName: file.name, rows });
    } catch (err) {
      setState({ ...INITIAL, error: errorMessage(err, IMPORT_MESSAGES.readFailed) });
    }
  }

  async function start() {
    cancelled.current = false;
    setState((s) => ({ ...s, step: 'validating', error: null }));
    const { valid, invalid } = splitValidRows(state.rows);
    const byNumber = new Map(state.rows.map((r) => [r.rowNumber, r]));
    const failedRows = (results: TImportRowResult[]): TFailedRow[] =>
      results.flatMap((r) => {
        const row = byNumber.get(r.rowNumber);
        return r.status === 'failed' && row ? [{ ...row, error: r.error ?? 'Import failed' }] : [];
      });
    let failed = failedRows(invalid);
    if (valid.length === 0) {
      return setState((s) => ({ ...s, step: 'results', error: IMPORT_MESSAGES.noValidRows, failed }));
    }
    try {
      await importPreflight(valid.length);
    } catch (err) {
      const planLimit = err instanceof ApiError && err.code === 'PLAN_LIMIT';
      // A plan-limit refusal returns to upload.
      return setState({ ...INITIAL, error: errorMessage(err), planLimit });
    }
    setState((s) => ({ ...s, step: 'importing', progress: { done: 0, total: valid.length } }));
    let imported = 0;
    const size = importChunkSize(valid.length);
    for (let i = 0; i < valid.length && !cancelled.current; i += size) {
      const chunk = valid.slice(i, i + size);
      try {
        const res = await importChunk(chunk, i + size >= valid.length);
        imported += res.imported;
        failed = failed.concat(failedRows(res.results));
      } catch (err) {
        failed = failed.concat(chunk.map((row) => ({ ...row, error: errorMessage(err) })));
      }
      const done = Math.min(i + chunk.length, valid.length);
      setState((s) => ({ ...s, progress: { done, total: valid.length }, imported }));
    }
    failed.sort((a, b) => a.rowNumber - b.rowNumber);
    setState((s) => ({ ...s, step: 'results', imported, failed }));
    await invalidate();
  }

  return {
    state,
    chooseFile,
    start,
    back: () => setState(INITIAL),
    reset: () => {
      cancelled.current = true;
      setState(INITIAL);
    },
  };
}
