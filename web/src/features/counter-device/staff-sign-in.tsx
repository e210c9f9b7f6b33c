import { type TCounterDeviceSession, ZStaffPin } from '@regulars/contracts';
import { ArrowLeft, Delete, KeyRound, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useOpenShift } from '../../api/counter.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { counterRefusal } from '../loyalty/index.ts';

type TStaff = TCounterDeviceSession['staff'][number];

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Who is at the counter: tap your name, then enter your PIN on the keypad (or the keyboard). */
export function StaffSignIn({ session }: { session: TCounterDeviceSession }) {
  const { t } = useAppWords();
  const [chosen, setChosen] = useState<TStaff | null>(null);
  if (session.staff.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={UserRound}
          title={t('counter.staff.noneTitle')}
          description={t('counter.staff.noneDescription')}
        />
      </Card>
    );
  }
  return chosen ? (
    <PinPad staff={chosen} onBack={() => setChosen(null)} />
  ) : (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-900">{t('counter.staff.title')}</h2>
      <p className="mt-1 text-sm text-gray-500">
        {session.rules.shiftMinutes === 0
          ? t('counter.staff.pinEachAction')
          : t('counter.staff.pinPerShift', { minutes: session.rules.shiftMinutes })}
      </p>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t('counter.staff.list')}>
        {session.staff.map((staff) => (
          <li key={staff.id}>
            <button
              type="button"
              onClick={() => setChosen(staff)}
              className="flex h-24 w-full flex-col items-center justify-center gap-2 rounded-xl border border-gray-200 bg-white px-3 text-center shadow-xs transition hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700">
                {initials(staff.name)}
              </span>
              <span className="line-clamp-2 text-sm font-medium text-gray-900">{staff.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

function PinPad({ staff, onBack }: { staff: TStaff; onBack: () => void }) {
  const words = useAppWords();
  const { t } = words;
  const open = useOpenShift();
  const [pin, setPin] = useState('');
  const pinField = useRef<HTMLInputElement>(null);
  // A keyboard (or a till's keypad) types straight into the PIN.
  useEffect(() => pinField.current?.focus(), []);
  const problem = open.isError ? counterRefusal(words, open.error) : null;

  const type = (digit: string) => {
    open.reset();
    setPin((current) => (current.length < 6 ? current + digit : current));
  };
  const submit = () => {
    if (!ZStaffPin.safeParse(pin).success) return;
    open.mutate({ staffId: staff.id, pin }, { onError: () => setPin('') });
  };

  return (
    <Card className="mx-auto max-w-sm p-5 sm:p-6">
      <button
        type="button"
        onClick={onBack}
        className="flex items-center gap-1 text-sm font-medium text-gray-600 hover:text-gray-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('counter.staff.notYou', { name: staff.name })}
      </button>
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor="staff-pin" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <KeyRound className="size-5 text-brand-600" aria-hidden />
          {t('counter.staff.enterPin', { name: staff.name })}
        </label>
        <input
          id="staff-pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          ref={pinField}
          maxLength={6}
          value={pin}
          onChange={(event) => {
            open.reset();
            setPin(event.target.value.replace(/\D/g, '').slice(0, 6));
          }}
          aria-describedby="staff-pin-hint"
          className="mt-4 h-14 w-full rounded-lg border border-gray-300 text-center text-2xl tracking-[0.5em] focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
        <p id="staff-pin-hint" className="mt-1.5 text-center text-xs text-gray-500">
          {t('counter.refusal.pinFormat')}
        </p>
        {problem && (
          <Alert tone="error" className="mt-3">
            {problem}
          </Alert>
        )}
        <fieldset className="mt-4 grid grid-cols-3 gap-2" aria-label={t('counter.staff.keypad')}>
          {KEYS.map((digit) => (
            <PadKey key={digit} label={digit} onPress={() => type(digit)} />
          ))}
          <PadKey
            label={t('counter.staff.clear')}
            onPress={() => setPin('')}
            icon={<Delete className="size-5" aria-hidden />}
          />
          <PadKey label="0" onPress={() => type('0')} />
          <Button type="submit" size="lg" className="h-14" loading={open.isPending} disabled={pin.length < 4}>
            {t('counter.staff.signIn')}
          </Button>
        </fieldset>
      </form>
    </Card>
  );
}

function PadKey({ label, onPress, icon }: { label: string; onPress: () => void; icon?: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onPress}
      aria-label={label}
      className="flex h-14 items-center justify-center rounded-lg border border-gray-200 bg-white text-xl font-semibold text-gray-900 shadow-xs hover:bg-gray-50 active:bg-gray-100"
    >
      {icon ?? label}
    </button>
  );
}
