import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { act, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { makeMe, mockApi, renderAt, signedIn } from '../../../test/render.tsx';
import type { TComposerOutput, TComposerValues } from './composer-form.ts';
import { MessageFields } from './message-fields.tsx';

function SmsFields() {
  const form = useForm<TComposerValues, unknown, TComposerOutput>({
    defaultValues: { name: 'Primavera', templateId: null, subject: '', body: 'Hola {firstName}', design: null },
  });
  return <MessageFields form={form} type="sms" businessName="Café Sol" />;
}

describe('an SMS campaign’s words', () => {
  it("end with the line on how to stop in the business's language, shown, previewed and counted", async () => {
    const me = makeMe();
    if (!me.business) throw new Error('a business profile');
    mockApi({ 'GET /api/me': signedIn({ ...me, business: { ...me.business, locale: 'es-ES', currency: 'EUR' } }) });
    await act(async () => renderAt('/campaigns/c1', <SmsFields />));
    const line = translatorFor('es').t('sms.optOut');
    expect(
      await screen.findByText(`Campaign texts end with “${line}” unless your message already says how to stop.`),
    ).toBeTruthy();
    expect(document.body.textContent).toContain(`Hola Sam\n${line}`);
    expect(document.body.textContent).not.toContain('Reply STOP to opt out');
  });
});
