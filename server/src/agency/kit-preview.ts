import type { TLibraryPiecePreview, TLibraryProgram } from '@regulars/contracts';
import { configOf } from '../automations/index.ts';
import type { TKitAutomation, TKitMultiplier, TKitPayload, TKitStatusTiers } from '../db/schema/index.ts';
import { libraryDifference, sameJson } from './library-difference.ts';
import type { TClientHoldings } from './read-client-holdings.ts';

type TState = TLibraryPiecePreview['state'];

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sameOptionalName = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? null) === null ? (b ?? null) === null : b != null && sameName(a as string, b);
const found = <T extends { name: string }>(list: T[], name: string) => list.find((x) => sameName(x.name, name));
const sameOr = (equal: boolean): TState => (equal ? 'same' : 'differs');

/**
 * What adding a kit (or a template or automation alone) to one client would do, piece by piece, before adding (a
 * pure rule, the addition's own rules read ahead): a piece the client lacks is added ('missing'); one it has already,
 * of that name or set up, is left exactly as it is, whether it is the same or differs; one that names a template or
 * location the client lacks (and the kit does not bring) cannot be added ('unavailable'). A client closed or suspended
 * takes nothing. Plan limits are found out when adding.
 */
export function kitPreview(kit: TKitPayload, client: TClientHoldings, closed: boolean): TLibraryPiecePreview[] {
  const pieces: TLibraryPiecePreview[] = [];
  const add = (kind: TLibraryPiecePreview['kind'], name: string, state: TState) =>
    pieces.push({ kind, name, state: closed ? 'unavailable' : state });

  for (const program of kit.programs) {
    const theirs = found(client.programs, program.name);
    const state = theirs ? libraryDifference(asProgram(program), asProgram(theirs)).state : 'missing';
    add('program', program.name, state === 'missing' || state === 'same' ? state : 'differs');
  }
  for (const template of kit.smsTemplates) {
    const theirs = found(client.smsTemplates, template.name);
    const equal = theirs?.triggerType === template.triggerType && theirs.messageTemplate === template.messageTemplate;
    add('sms_template', template.name, theirs ? sameOr(equal) : 'missing');
  }
  for (const template of kit.emailTemplates) {
    const theirs = found(client.emailTemplates, template.name);
    const equal =
      theirs?.triggerType === template.triggerType &&
      theirs.subject === template.subject &&
      theirs.body === template.body &&
      sameJson(theirs.design ?? null, template.design ?? null);
    add('email_template', template.name, theirs ? sameOr(equal) : 'missing');
  }
  for (const automation of kit.automations ?? []) {
    add('automation', automation.kind, automationState(kit, client, automation));
  }
  if (kit.statusTiers) {
    const name = kit.statusTiers.tiers.map((tier) => tier.name).join(', ');
    const theirs = client.statusTiers;
    add('status_tiers', name, theirs ? sameOr(sameJson(tiersOf(theirs), tiersOf(kit.statusTiers))) : 'missing');
  }
  for (const multiplier of kit.multipliers ?? []) {
    add('multiplier', multiplier.name, multiplierState(client, multiplier));
  }
  return pieces;
}

function asProgram(program: { type: string; description: string; config: Record<string, unknown> }) {
  return program as TLibraryProgram;
}

/**
 * An automation the client set up stays its own (same, or differs); one never saved is added, unless win-back names a
 * template neither the client nor the kit has.
 */
function automationState(kit: TKitPayload, client: TClientHoldings, automation: TKitAutomation): TState {
  const theirs = client.automations.find((a) => a.kind === automation.kind);
  if (!theirs) {
    const has = (list: { name: string }[], own: { name: string }[], name: string | null | undefined) =>
      !name || Boolean(found(list, name) ?? found(own, name));
    const { sms, email } = automation.templates ?? { sms: null, email: null };
    const ready =
      has(client.smsTemplates, kit.smsTemplates, sms) && has(client.emailTemplates, kit.emailTemplates, email);
    return ready ? 'missing' : 'unavailable';
  }
  // Win-back's templates are compared by name: the ids are each client's own.
  const settings = (a: TKitAutomation) =>
    a.kind === 'win_back'
      ? { ...configOf(a.kind, a.config), smsTemplateId: null, emailTemplateId: null }
      : configOf(a.kind, a.config);
  const equal =
    theirs.enabled === automation.enabled &&
    sameJson(settings(theirs), settings(automation)) &&
    sameOptionalName(theirs.templates?.sms, automation.templates?.sms) &&
    sameOptionalName(theirs.templates?.email, automation.templates?.email);
  return sameOr(equal);
}

function tiersOf(tiers: TKitStatusTiers) {
  return {
    ...tiers,
    tiers: tiers.tiers.map(({ name, threshold, factor, reward }) => ({
      name: name.trim().toLowerCase(),
      threshold,
      factor: Number(factor),
      reward: reward ?? null,
    })),
  };
}

/** One of that name stays the client's (same, or differs); one needing a location the client lacks is not added. */
function multiplierState(client: TClientHoldings, multiplier: TKitMultiplier): TState {
  const theirs = found(client.multipliers, multiplier.name);
  const places = (names: string[] | null) => names && [...names].map((n) => n.trim().toLowerCase()).sort();
  if (theirs) {
    const { locationNames: a, ...ours } = multiplier;
    const { locationNames: b, ...rest } = theirs;
    return sameOr(
      sameJson({ ...rest, factor: Number(rest.factor) }, { ...ours, factor: Number(ours.factor) }) &&
        sameJson(places(a), places(b)),
    );
  }
  const lacking = (multiplier.locationNames ?? []).some((name) => !client.locationNames.some((n) => sameName(n, name)));
  return lacking ? 'unavailable' : 'missing';
}
