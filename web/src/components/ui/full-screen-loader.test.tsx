import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FullScreenLoader } from './full-screen-loader.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the loader shown before anything else can be said', () => {
  it('says Loading... in English as the spec writes it', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    render(<FullScreenLoader />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('speaks the browser’s language, no catalogue needed', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en']);
    render(<FullScreenLoader />);
    expect(screen.getByText('Wird geladen…')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Loading');
  });
});
