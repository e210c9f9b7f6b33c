import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { draftFor, type TProgramDraft } from './program-form.ts';
import { RewardsCatalogueEditor } from './rewards-catalogue-editor.tsx';

/** The editor over a points draft kept in state, as the dialog keeps it. */
function Harness({ errors = {}, seen }: { errors?: Record<string, string>; seen: { draft?: TProgramDraft } }) {
  const [draft, setDraft] = useState(draftFor('points'));
  seen.draft = draft;
  return <RewardsCatalogueEditor draft={draft} errors={errors} onChange={setDraft} />;
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the rewards catalogue editor', () => {
  it('starts empty, adds rows priced from the minimum redemption, and removes them', () => {
    const seen: { draft?: TProgramDraft } = {};
    render(<Harness seen={seen} />);
    const group = screen.getByRole('group', { name: 'Rewards catalogue' });
    expect(group.textContent).toContain('No rewards listed yet: customers redeem one reward at 100\u00a0points.');

    fireEvent.click(within(group).getByRole('button', { name: 'Add reward' }));
    fireEvent.change(screen.getByLabelText('Reward 1 name'), { target: { value: 'Free coffee' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Add reward' }));
    expect(value('Reward 1 points cost')).toBe('100');
    expect(value('Reward 2 points cost')).toBe('200');
    expect(group.textContent).toContain('2 of 10');

    fireEvent.click(screen.getByRole('button', { name: 'Remove reward 1' }));
    expect(seen.draft?.rewards).toEqual([{ points: '200', name: '' }]);
  });

  it('shows row errors under their row and the list rule under the rows', () => {
    const seen: { draft?: TProgramDraft } = {};
    const { rerender } = render(<Harness seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add reward' }));
    rerender(
      <Harness
        seen={seen}
        errors={{
          'rewards.0.name': 'Reward name is required',
          rewards: 'A reward cannot cost less than the minimum redemption',
        }}
      />,
    );
    const name = screen.getByLabelText('Reward 1 name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Reward name is required',
    );
    expect(screen.getByText('A reward cannot cost less than the minimum redemption')).toBeTruthy();
  });

  it('marks the rows that break a list rule', () => {
    const seen: { draft?: TProgramDraft } = {};
    const { rerender } = render(<Harness seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add reward' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add reward' }));
    fireEvent.change(screen.getByLabelText('Reward 1 points cost'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Reward 1 name'), { target: { value: 'Coffee' } });
    fireEvent.change(screen.getByLabelText('Reward 2 name'), { target: { value: 'coffee ' } });
    rerender(<Harness seen={seen} errors={{ rewards: 'Each reward needs its own name' }} />);
    const invalid = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid');
    expect(invalid('Reward 1 points cost')).toBe('true');
    expect(invalid('Reward 2 points cost')).toBeNull();
    expect(invalid('Reward 1 name')).toBe('true');
    expect(invalid('Reward 2 name')).toBe('true');
  });
});
