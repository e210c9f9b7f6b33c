import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers.ts';

// The journeys' accessibility check (helpers.ts) injects axe once per document: it must still see every change to
// the page, and what a frame shows.
test('the accessibility check fails on pale text added to a screen it passed, in the page and in a frame', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expectAccessible(page, 'the sign-in screen');

  await page.evaluate(() => {
    const pale = document.createElement('p');
    pale.textContent = 'Pale words on white';
    pale.style.color = '#eeeeee';
    pale.style.background = '#ffffff';
    document.querySelector('main')?.append(pale);
  });
  await expect(expectAccessible(page, 'pale words')).rejects.toThrow(/color-contrast/);

  await page.evaluate(() => document.querySelector('main p:last-child')?.remove());
  await expectAccessible(page, 'the sign-in screen again');

  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'A framed note';
    document.querySelector('main')?.append(frame);
    const body = frame.contentDocument?.body;
    if (!body) return;
    const pale = frame.contentDocument.createElement('p');
    pale.textContent = 'Pale words in a frame';
    pale.style.color = '#eeeeee';
    body.append(pale);
  });
  await expect(expectAccessible(page, 'pale words in a frame')).rejects.toThrow(/color-contrast[\s\S]*iframe/);
});
