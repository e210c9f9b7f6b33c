import {
  autoMapBalances,
  checkCsvFile,
  IMPORT_MESSAGES,
  IMPORT_OVER_LIMIT_ROW,
  importChunkSize,
  NO_IMPORT_CONSENT,
  splitValidRows,
  type TBalanceMapping,
  type TBalanceProgram,
  type TColumnMapping,
  type TImportConsent,
  type TImportRow,
  type TImportRowResult,
  ZImportResponse,
} from '@regulars/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError, apiRequest, errorMessage } from '../../../api/client.ts';
import { importPreflight, useInvalidateCustomers } from '../../../api/customers.ts';
import { mappedRows, parseCustomerCsv, type TFailedRow, type TParsedCsv } from './csv.ts';
import { consentMissingColumn, importConsent, initialConsentFrom, type TConsentFrom } from './import-consent.ts';
import { IMPORT_FAILED } from './import-problems.ts';

export type TImportStep = 'upload' | 'mapping' | 'preview' | 'validating' | 'importing' | 'results';

/** The plan cannot take the whole file: its sentence, and how many more customers it still has room for. */
export type TLimitOffer = { message: string; room: number };

export type TImportState = {
  step: TImportStep;
  fileName: string | null;
  csv: TParsedCsv | null;
  mapping: TColumnMapping | null;
  /** Which column holds each program's opening balance (issue 33). */
  balanceMapping: TBalanceMapping;
  /** How the file's customers agreed to marketing, per channel (nobody, unless the owner says how). */
  consentFrom: TConsentFrom;
  /** Continue was pressed with a consent column still to choose. */
  consentErrors: boolean;
  rows: TImportRow[];
  error: string | null;
  /** Set when the error is the plan limit, so the step can offer an upgrade. */
  planLimit: boolean;
  /** At preview, when the valid rows are more than the plan has room for. */
  limitOffer: TLimitOffer | null;
  /** A row whose phone or email is already a customer's updates that customer instead of failing as a duplicate. */
  updateExisting: boolean;
  /** The import batch the server opened with the file's first request: every later request continues it. */
  importId: string | null;
  progress: { done: number; total: number };
  imported: number;
  updated: number;
  failed: TFailedRow[];
};

const INITIAL: TImportState = {
  step: 'upload',
  fileName: null,
  csv: null,
  mapping: null,
  balanceMapping: {},
  consentFrom: { sms: 'none', email: 'none' },
  consentErrors: false,
  rows: [],
  error: null,
  planLimit: false,
  limitOffer: null,
  updateExisting: false,
  importId: null,
  progress: { done: 0, total: 0 },
  imported: 0,
  updated: 0,
  failed: [],
};

const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error(IMPORT_MESSAGES.readFailed));
    reader.readAsText(file);
  });

type TChunkOptions = {
  final: boolean;
  fitToLimit: boolean;
  updateExisting: boolean;
  importId: string | null;
  consent: TImportConsent;
};

const importRows = (rows: TImportRow[], { final, fitToLimit, updateExisting, importId, consent }: TChunkOptions) =>
  apiRequest('/api/customers/import', {
    method: 'POST',
    body: {
      rows,
      final,
      consent,
      ...(fitToLimit ? { fitToLimit } : {}),
      ...(updateExisting ? { updateExisting } : {}),
      ...(importId ? { importId } : {}),
    },
    schema: ZImportResponse,
  });

/** The chunk's refusal when the import was undone while the file was still arriving: the rest is refused too. */
const isImportGone = (err: unknown) => err instanceof ApiError && err.message === IMPORT_MESSAGES.importGone;

/** The room the plan has left, from a PLAN_LIMIT refusal's details. */
function roomLeft(err: ApiError): number {
  const details = (err.details ?? {}) as { limit?: unknown; current?: unknown };
  const limit = Number(details.limit);
  const current = Number(details.current);
  return Number.isFinite(limit) && Number.isFinite(current) ? Math.max(0, limit - current) : 0;
}

/**
 * The import wizard's state machine: upload → mapping → preview → validating → importing → results. `programs` are
 * the active points programs and stamp cards a row can bring a balance into.
 */
export function useCsvImport(programs: TBalanceProgram[]) {
  const [state, setState] = useState<TImportState>(INITIAL);
  const cancelled = useRef(false);
  const invalidate = useInvalidateCustomers();
  // The programs as they are when the file has been read (they may arrive while it is).
  const latestPrograms = useRef(programs);
  latestPrograms.current = programs;

  async function chooseFile(file: File) {
    const problem = checkCsvFile(file);
    if (problem) return setState({ ...INITIAL, error: problem });
    try {
      const csv = parseCustomerCsv(await readText(file));
      const balanceMapping = autoMapBalances(csv.headers, latestPrograms.current, csv.mapping);
      const consentFrom = initialConsentFrom(csv.mapping);
      setState({
        ...INITIAL,
        step: 'mapping',
        fileName: file.name,
        csv,
        mapping: csv.mapping,
        balanceMapping,
        consentFrom,
      });
    } catch (err) {
      setState({ ...INITIAL, error: errorMessage(err, IMPORT_MESSAGES.readFailed) });
    }
  }

  // Programs that load after the file was chosen (a quick pick while they were still on their way) are matched to
  // its columns too; a program the mapping already has, chosen or cleared, is left as it is.
  useEffect(() => {
    setState((s) => {
      const late = programs.filter((p) => !(p.id in s.balanceMapping));
      if (s.step !== 'mapping' || !s.csv || late.length === 0) return s;
      // The columns already taken, by a contact field or another program, are not offered again.
      const taken = { ...s.mapping, ...s.balanceMapping } as TColumnMapping;
      return { ...s, balanceMapping: { ...s.balanceMapping, ...autoMapBalances(s.csv.headers, late, taken) } };
    });
  }, [programs]);

  function setMapping(mapping: TColumnMapping, balanceMapping: TBalanceMapping) {
    setState((s) => ({ ...s, mapping, balanceMapping }));
  }

  function setConsentFrom(consentFrom: TConsentFrom) {
    setState((s) => ({ ...s, consentFrom }));
  }

  function setUpdateExisting(updateExisting: boolean) {
    setState((s) => ({ ...s, updateExisting }));
  }

  function showPreview() {
    setState((s) => {
      if (!s.csv || !s.mapping) return s;
      if (consentMissingColumn(s.consentFrom, s.mapping).length > 0) return { ...s, consentErrors: true };
      const rows = mappedRows(s.csv, s.mapping, s.balanceMapping);
      return { ...s, step: 'preview', rows, limitOffer: null, consentErrors: false };
    });
  }

  /** Imports the file; with `fitToLimit`, only the rows the plan still has room for, in file order. */
  async function start(fitToLimit = false) {
    cancelled.current = false;
    setState((s) => ({ ...s, step: 'validating', error: null, planLimit: false }));
    const { valid, invalid } = splitValidRows(state.rows);
    const byNumber = new Map(state.rows.map((r) => [r.rowNumber, r]));
    const failedRows = (results: TImportRowResult[]): TFailedRow[] =>
      results.flatMap((r) => {
        const row = byNumber.get(r.rowNumber);
        return r.status === 'failed' && row ? [{ ...row, error: r.error ?? IMPORT_FAILED }] : [];
      });
    let failed = failedRows(invalid);
    if (valid.length === 0) {
      return setState((s) => ({ ...s, step: 'results', error: IMPORT_MESSAGES.noValidRows, failed }));
    }
    if (!fitToLimit) {
      try {
        await importPreflight(valid.length);
      } catch (err) {
        if (err instanceof ApiError && err.code === 'PLAN_LIMIT') {
          // The preview stays, with the offer to import the rows that fit.
          const limitOffer = { message: err.message, room: roomLeft(err) };
          return setState((s) => ({ ...s, step: 'preview', limitOffer }));
        }
        return setState((s) => ({ ...s, step: 'preview', error: errorMessage(err) }));
      }
    }
    setState((s) => ({ ...s, step: 'importing', importId: null, progress: { done: 0, total: valid.length } }));
    const { updateExisting } = state;
    const consent = state.mapping ? importConsent(state.consentFrom, state.mapping) : NO_IMPORT_CONSENT;
    let importId: string | null = null;
    let imported = 0;
    let updated = 0;
    // Once the plan is full or the import was undone meanwhile, the rest of the file is not sent.
    let stopped: string | null = null;
    const size = importChunkSize(valid.length);
    for (let i = 0; i < valid.length && !cancelled.current; i += size) {
      const chunk = valid.slice(i, i + size);
      const reason = stopped;
      if (reason) {
        failed = failed.concat(chunk.map((row) => ({ ...row, error: reason })));
      } else {
        try {
          const final = i + size >= valid.length;
          const res = await importRows(chunk, { final, fitToLimit, updateExisting, importId, consent });
          importId = res.importId;
          imported += res.imported;
          updated += res.updated;
          failed = failed.concat(failedRows(res.results));
          if (fitToLimit && res.results.some((r) => r.error === IMPORT_OVER_LIMIT_ROW)) stopped = IMPORT_OVER_LIMIT_ROW;
        } catch (err) {
          failed = failed.concat(chunk.map((row) => ({ ...row, error: errorMessage(err) })));
          if (isImportGone(err)) stopped = IMPORT_MESSAGES.importGone;
        }
      }
      const done = Math.min(i + chunk.length, valid.length);
      setState((s) => ({ ...s, progress: { done, total: valid.length }, importId, imported, updated }));
    }
    failed.sort((a, b) => a.rowNumber - b.rowNumber);
    const planLimit = failed.some((r) => r.error === IMPORT_OVER_LIMIT_ROW);
    setState((s) => ({ ...s, step: 'results', importId, imported, updated, failed, planLimit, limitOffer: null }));
    await invalidate();
  }

  return {
    state,
    chooseFile,
    setMapping,
    setConsentFrom,
    setUpdateExisting,
    showPreview,
    start,
    /** Mapping back to upload; preview back to upload (the spec's Back), keeping nothing of the file. */
    back: () => setState(INITIAL),
    /** From preview to the mapping step, keeping the file and the chosen columns. */
    editMapping: () => setState((s) => ({ ...s, step: 'mapping', limitOffer: null, error: null })),
    reset: () => {
      cancelled.current = true;
      setState(INITIAL);
    },
  };
}
