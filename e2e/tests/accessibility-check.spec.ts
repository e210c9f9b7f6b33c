import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers.ts';

// The journeys' accessibility check (helpers.ts) injects axe once per document: it must still see every change to
// the page, and what a frame shows.
test('the accessibility check fails on pale text added to a screen it passed, turned pale, or pale only on a phone, in the page and in a frame', async ({
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

  // Contrast is read again only where it could have changed (contrast-memory.ts): text that passed, then turned
  // pale, by its own colour or its box's background, is caught; so is text that is pale only on a narrow screen.
  await page.evaluate(() => {
    const heading = document.querySelector('h1');
    if (heading) heading.style.color = '#eeeeee';
  });
  await expect(expectAccessible(page, 'a pale heading')).rejects.toThrow(/color-contrast[\s\S]*h1/);
  await page.evaluate(() => {
    const heading = document.querySelector('h1');
    if (heading) heading.style.color = '';
  });
  await expectAccessible(page, 'the heading as it was');
  await page.evaluate(() => {
    const heading = document.querySelector('h1');
    if (heading) heading.style.background = '#111111';
  });
  await expect(expectAccessible(page, 'a heading on black')).rejects.toThrow(/color-contrast[\s\S]*h1/);
  await page.evaluate(() => {
    const heading = document.querySelector('h1');
    if (heading) heading.style.background = '';
    const narrow = document.createElement('style');
    narrow.textContent = '@media (max-width: 500px) { h1 { color: #eeeeee; } }';
    document.head.append(narrow);
  });
  await expectAccessible(page, 'the sign-in screen at 1280 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(expectAccessible(page, 'pale on a narrow screen')).rejects.toThrow(/color-contrast[\s\S]*h1/);
  await page.setViewportSize({ width: 1280, height: 900 });

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
