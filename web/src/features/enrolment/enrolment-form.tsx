import type { TEnrolmentResponse, TSignupFormInfo } from '@regulars/contracts';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { type TJoinedWith, useEnrol } from '../../api/enrolment.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { fieldMessageIn, refusalIn } from './refusal-words.ts';
import { type TEnrolmentErrors, type TEnrolmentValues, validateEnrolment } from './validate-enrolment.ts';

type Props = {
  code: string;
  info: TSignupFormInfo;
  /** The answer, and the phone and PIN joined with (the card's wallet links are read with them). */
  onEnrolled: (result: TEnrolmentResponse, joined: TJoinedWith) => void;
};

const EMPTY: TEnrolmentValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  birthday: '',
  pin: '',
  smsConsent: false,
  emailConsent: false,
  website: '',
};

/** Checked on submit, with the server's messages (validate-enrolment.ts); no form library on this public page. */
export function EnrolmentForm({ code, info, onEnrolled }: Props) {
  const { words } = info;
  const [values, setValues] = useState<TEnrolmentValues>(EMPTY);
  const [errors, setErrors] = useState<TEnrolmentErrors>({});
  const [showPin, setShowPin] = useState(false);
  const enrol = useEnrol(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEnrolment(values, words);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`join-${first}`)?.focus();
      return;
    }
    // Opened from a friend's link: the new member joins as the friend's referral.
    const body = info.invitation ? { ...values, referralCode: info.invitation.code } : values;
    enrol.mutate(body, {
      onSuccess: (result) => onEnrolled(result, { phone: values.phone, pin: values.pin, region: info.country }),
      onError: (error) => {
        // The server's field messages go beside the fields, like the form's own.
        if (error instanceof ApiError && error.code === 'VALIDATION' && error.details) {
          const fields = error.details as Record<string, string[] | undefined>;
          const messages: TEnrolmentErrors = {};
          for (const [key, list] of Object.entries(fields)) {
            if (list?.[0]) messages[key as keyof TEnrolmentValues] = fieldMessageIn(words, key, list[0]);
          }
          setErrors(messages);
        }
      },
    });
  };

  /** The props binding one field to the form's state. */
  const text = (key: Exclude<keyof TEnrolmentValues, 'smsConsent' | 'emailConsent'>) => ({
    name: key,
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });
  const checkbox = (key: 'smsConsent' | 'emailConsent') => ({
    name: key,
    checked: values[key],
    onChange: (e: { target: { checked: boolean } }) => setValues((v) => ({ ...v, [key]: e.target.checked })),
  });

  const fieldError = (key: keyof TEnrolmentErrors) =>
    errors[key] ? (
      <p id={`join-${key}-error`} className="mt-1.5 text-xs font-medium text-red-600">
        {errors[key]}
      </p>
    ) : null;
  const invalid = (key: keyof TEnrolmentErrors) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `join-${key}-error` } : {};

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid grid-cols-2 gap-3">
        <div>
          <Label htmlFor="join-firstName">{words['join.firstName']}</Label>
          <Input
            id="join-firstName"
            className="mt-1.5 h-11 max-sm:text-base"
            autoComplete="given-name"
            maxLength={100}
            {...text('firstName')}
            {...invalid('firstName')}
          />
          {fieldError('firstName')}
        </div>
        <div>
          <Label htmlFor="join-lastName">{words['join.lastName']}</Label>
          <Input
            id="join-lastName"
            className="mt-1.5 h-11 max-sm:text-base"
            autoComplete="family-name"
            maxLength={100}
            {...text('lastName')}
            {...invalid('lastName')}
          />
          {fieldError('lastName')}
        </div>
      </div>

      <div>
        <Label htmlFor="join-phone">
          {words['join.phone']} <Required />
        </Label>
        <Input
          id="join-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={info.phoneExample}
          className="mt-1.5 h-11 max-sm:text-base"
          maxLength={30}
          {...text('phone')}
          {...invalid('phone')}
        />
        {fieldError('phone') ?? <FieldHint>{words['join.phoneHint']}</FieldHint>}
      </div>

      <div>
        <Label htmlFor="join-email">{words['join.email']}</Label>
        <Input
          id="join-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={words['join.emailPlaceholder']}
          className="mt-1.5 h-11 max-sm:text-base"
          {...text('email')}
          {...invalid('email')}
        />
        {fieldError('email')}
      </div>

      <div>
        <Label htmlFor="join-birthday">{words['join.birthday']}</Label>
        <Input
          id="join-birthday"
          type="date"
          autoComplete="bday"
          max={new Date().toISOString().slice(0, 10)}
          className="mt-1.5 h-11 max-sm:text-base"
          {...text('birthday')}
          {...invalid('birthday')}
        />
        {fieldError('birthday') ?? <FieldHint>{words['join.birthdayHint']}</FieldHint>}
      </div>

      <div>
        <Label htmlFor="join-pin">
          {words['join.pin']} <Required />
        </Label>
        <div className="relative mt-1.5">
          <Input
            id="join-pin"
            type={showPin ? 'text' : 'password'}
            inputMode="numeric"
            autoComplete="new-password"
            pattern="[0-9]*"
            maxLength={6}
            placeholder={words['join.pinPlaceholder']}
            className="h-11 pr-11 tracking-widest max-sm:text-base"
            {...text('pin')}
            onChange={(e) => {
              // Digits only, at most six, as the customer types.
              const pin = e.target.value.replace(/\D/g, '').slice(0, 6);
              setValues((v) => ({ ...v, pin }));
            }}
            {...invalid('pin')}
          />
          <button
            type="button"
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-gray-500 hover:text-gray-600"
            onClick={() => setShowPin((s) => !s)}
            aria-label={showPin ? words['join.hidePin'] : words['join.showPin']}
          >
            {showPin ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          </button>
        </div>
        {fieldError('pin') ?? <FieldHint>{words['join.pinHint']}</FieldHint>}
      </div>

      <fieldset className="space-y-3 rounded-xl bg-gray-50 p-4">
        <legend className="sr-only">{words['join.messages']}</legend>
        <Consent id="join-smsConsent" {...checkbox('smsConsent')}>
          {info.consent.sms}
        </Consent>
        <Consent id="join-emailConsent" {...checkbox('emailConsent')}>
          {info.consent.email}
        </Consent>
      </fieldset>

      {/* Honeypot: invisible to people and screen readers; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="join-website">{words['join.website']}</label>
        <input id="join-website" tabIndex={-1} autoComplete="off" {...text('website')} />
      </div>

      {enrol.isError && !(enrol.error instanceof ApiError && enrol.error.code === 'VALIDATION') && (
        <Alert tone="error" title={words['join.failed']}>
          {refusalIn(words, enrol.error)}
        </Alert>
      )}

      <Button type="submit" size="lg" className="w-full" loading={enrol.isPending}>
        {enrol.isPending ? words['join.submitting'] : words['join.submit']}
      </Button>
      <p className="text-center text-xs text-gray-500">
        {words['join.alreadyMember']}{' '}
        <Link to="/customer/login" className="font-medium text-brand-600 hover:text-brand-700">
          {words['join.logIn']}
        </Link>
      </p>
    </form>
  );
}

function Required() {
  return (
    <span className="text-red-500" aria-hidden>
      *
    </span>
  );
}

function Consent({ id, children, ...checkbox }: ComponentProps<'input'> & { id: string; children: ReactNode }) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 rounded border-gray-300 accent-brand-600"
        {...checkbox}
      />
      <span className="text-xs leading-5 text-gray-600">{children}</span>
    </label>
  );
}
