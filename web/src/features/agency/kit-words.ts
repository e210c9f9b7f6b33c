import type {
  TAppMessageKey,
  TKitContents,
  TLibraryApply,
  TLibraryItem,
  TLibraryOutcome,
  TLibraryPiecePreview,
} from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';

type TPiece = NonNullable<TLibraryApply['results'][number]['pieces']>[number];

/**
 * A starter kit's contents line: its programs and templates, and its automations, status tiers and multipliers when
 * it has any (a kit saved before those were kept reads as it always did).
 */
export function kitLineIn(t: TAppWords['t'], contents: TKitContents, source: string): string {
  const counts = {
    programs: contents.programs,
    sms: contents.smsTemplates,
    email: contents.emailTemplates,
    source,
  };
  if (contents.automations + contents.statusTiers + contents.multipliers === 0) {
    return t('clients.library.kitLine', counts);
  }
  return t('clients.library.kitLineSettings', {
    ...counts,
    automations: contents.automations,
    tiers: contents.statusTiers,
    multipliers: contents.multipliers,
  });
}

/** A kit's pieces in one client, counted by outcome: '2 added · 1 has one of that name · 1 already set up'. */
export function piecesIn(t: TAppWords['t'], pieces: TPiece[]): string {
  const count = (outcome: TLibraryOutcome) => pieces.filter((p) => p.outcome === outcome).length;
  const parts: [number, TAppMessageKey][] = [
    [count('created'), 'clients.library.piecesAdded'],
    [count('skipped_name'), 'clients.library.piecesSkipped'],
    [count('skipped_set'), 'clients.library.piecesSetUp'],
    [count('skipped_missing'), 'clients.library.piecesMissing'],
    [count('refused_plan'), 'clients.library.piecesRefused'],
    [count('failed'), 'clients.library.piecesFailed'],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, key]) => t(key, { count: n }))
    .join(' · ');
}

/** What a piece is, as the agency knows it: 'Program Coffee Club', 'Birthday automation', 'Status tiers (Gold)'. */
function pieceName(t: TAppWords['t'], piece: Pick<TPiece, 'kind' | 'name'>): string {
  const name = piece.name;
  switch (piece.kind) {
    case 'program':
      return t('clients.library.piece.program', { name });
    case 'sms_template':
      return t('clients.library.piece.smsTemplate', { name });
    case 'email_template':
      return t('clients.library.piece.emailTemplate', { name });
    case 'automation':
      return t(name === 'win_back' ? 'clients.library.piece.winBack' : 'clients.library.piece.birthday');
    case 'status_tiers':
      return t('clients.library.piece.statusTiers', { name });
    case 'multiplier':
      return t('clients.library.piece.multiplier', { name });
  }
}

const PIECE_OUTCOMES: Partial<Record<TLibraryOutcome, TAppMessageKey>> = {
  created: 'clients.library.outcome.created',
  skipped_name: 'clients.library.pieceOutcome.skippedName',
  skipped_set: 'clients.library.outcome.skippedSet',
  skipped_missing: 'clients.library.outcome.skippedMissing',
  refused_plan: 'clients.library.pieceOutcome.refusedPlan',
};

/** What happened to one piece: 'already set up: left as it is'. */
export function pieceOutcomeIn(t: TAppWords['t'], outcome: TLibraryOutcome): string {
  return t(PIECE_OUTCOMES[outcome] ?? 'clients.library.outcome.failed');
}

/** One piece in one client: 'Birthday automation: already set up: left as it is'. */
export function pieceLineIn(t: TAppWords['t'], piece: TPiece): string {
  return t('clients.library.pieceLine', { piece: pieceName(t, piece), outcome: pieceOutcomeIn(t, piece.outcome) });
}

/**
 * Before adding: what adding would do in one client, counted ('2 will be added · 1 differs: left as it is'), in the
 * order a person weighs it.
 */
export function previewIn(t: TAppWords['t'], pieces: TLibraryPiecePreview[]): string {
  const count = (state: TLibraryPiecePreview['state']) => pieces.filter((p) => p.state === state).length;
  const parts: [number, TAppMessageKey][] = [
    [count('missing'), 'clients.library.previewAdded'],
    [count('differs'), 'clients.library.previewDiffers'],
    [count('same'), 'clients.library.previewSame'],
    [count('unavailable'), 'clients.library.previewUnavailable'],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, key]) => t(key, { count: n }))
    .join(' · ');
}

const PIECE_STATES: Record<TLibraryPiecePreview['state'], TAppMessageKey> = {
  missing: 'clients.library.pieceState.missing',
  same: 'clients.library.pieceState.same',
  differs: 'clients.library.pieceState.differs',
  unavailable: 'clients.library.pieceState.unavailable',
};

/** One piece before adding: 'SMS template Come back: differs: left as it is'. */
export function previewLineIn(t: TAppWords['t'], piece: TLibraryPiecePreview): string {
  return t('clients.library.pieceLine', { piece: pieceName(t, piece), outcome: t(PIECE_STATES[piece.state]) });
}

/** What a single item is, for its line in the library: a program's type, 'SMS template', 'Win-back automation'. */
export function itemKindIn(t: TAppWords['t'], item: TLibraryItem, programType: string): string {
  if (item.kind === 'sms_template') return t('clients.library.kind.smsTemplate');
  if (item.kind === 'email_template') return t('clients.library.kind.emailTemplate');
  if (item.kind === 'automation') {
    return t(item.automation === 'win_back' ? 'clients.library.piece.winBack' : 'clients.library.piece.birthday');
  }
  return programType;
}
