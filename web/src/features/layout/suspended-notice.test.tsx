import { ADMIN_ACTION_MESSAGES } from '@regulars/contracts';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppWordsProvider, preloadAppWords } from '../../lib/app-words.tsx';
import { mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { SuspendedNotice } from './suspended-notice.tsx';

async function renderSuspended(notice: ReactNode) {
  mockApi({
    'GET /api/me': signedIn(),
    'GET /api/account/suspension': () => ({
      status: 200,
      body: { suspended: true, suspendedAt: '2026-01-05T12:00:00.000Z' },
    }),
  });
  await act(async () => renderAt('/dashboard', notice));
  return screen.findByTestId('suspended-notice');
}

describe('the suspension notice', () => {
  it('reads in English word for word as before', async () => {
    const notice = await renderSuspended(<SuspendedNotice />);
    expect(notice.textContent).toBe(
      `${ADMIN_ACTION_MESSAGES.suspendedTitle} · since January 5, 2026${ADMIN_ACTION_MESSAGES.suspendedNotice}`,
    );
  });

  it('speaks the user’s language, its date written their way', async () => {
    await preloadAppWords('de');
    const notice = await renderSuspended(
      <AppWordsProvider language="de" locale="de-DE">
        <SuspendedNotice />
      </AppWordsProvider>,
    );
    expect(notice.textContent).toContain('Dein Konto ist gesperrt · seit dem 5. Januar 2026');
    expect(notice.textContent).toContain('Du kannst weiterhin alle deine Daten sehen');
  });
});
