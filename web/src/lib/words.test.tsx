import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { useWords, WordsProvider } from './words.tsx';

function Title() {
  const { t, language } = useWords();
  return <h1 data-language={language}>{t('portalIn.title')}</h1>;
}

describe('WordsProvider', () => {
  it("gives the screens inside its language's words once its catalogue has arrived, and the page its lang", async () => {
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <WordsProvider language="fr">
            <Title />
          </WordsProvider>
        </Suspense>,
      );
    });
    const heading = await screen.findByRole('heading');
    expect(heading.textContent).toBe(translatorFor('fr').t('portalIn.title'));
    expect(heading.textContent).not.toBe('Customer Portal');
    expect(heading.dataset.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('speaks English at once, inside it or outside any', () => {
    render(
      <>
        <WordsProvider language="en">
          <Title />
        </WordsProvider>
        <Title />
      </>,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Customer Portal', 'Customer Portal']);
  });
});
