import { starterEmailDesign, type TEmailTemplate, type TSmsTemplate } from '@regulars/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { frenchOwner, inFrench } from '../test/in-french.tsx';
import { mockApi, renderAt, signedIn } from '../test/render.tsx';
import { EmailTemplatesPage } from './email-templates.tsx';
import { SmsTemplatesPage } from './sms-templates.tsx';

const me = frenchOwner({}, { companyName: 'Café Bleu' });

const CREATED = '2026-01-05T12:00:00.000Z';

const welcomeSms: TSmsTemplate = {
  id: 'sms-1',
  name: 'Accueil',
  triggerType: 'welcome',
  messageTemplate: 'Bonjour {firstName} !',
  active: true,
  createdAt: CREATED,
};

const birthdayEmail: TEmailTemplate = {
  id: 'email-1',
  name: 'Joyeux anniversaire',
  triggerType: 'birthday',
  subject: 'Un cadeau pour vous',
  body: '<h1>Bonjour</h1>',
  design: {
    ...starterEmailDesign('#4f46e5'),
    blocks: [
      { type: 'heading', text: 'Bonjour {firstName} !' },
      { type: 'text', text: 'Votre café vous attend.' },
    ],
  },
  active: false,
  createdAt: CREATED,
};

const ok = (body: unknown) => () => ({ status: 200, body });
const suspended = () => ({
  status: 403,
  body: { error: { code: 'FORBIDDEN', message: 'This account is suspended. Contact support to reactivate it.' } },
});

async function open(path: string, page: ReactNode) {
  // The catalogues load lazily: let them arrive inside act.
  await act(async () => {
    renderAt(path, inFrench(page));
  });
}

describe('/sms-templates in French', () => {
  it('lists the templates, counts a message’s parts and says the checks and the server’s refusal in French', async () => {
    mockApi({
      'GET /api/me': signedIn(me),
      'GET /api/sms-templates': ok({ templates: [welcomeSms] }),
      'POST /api/sms-templates': suspended,
    });
    await open('/sms-templates', <SmsTemplatesPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Modèles de SMS' })).toBeTruthy();
    const card = await screen.findByTestId('template-card');
    expect(within(card).getByText('Bienvenue')).toBeTruthy();
    expect(within(card).getByText('Actif')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Modifier Accueil' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Désactiver Accueil' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nouveau modèle' }));
    const editor = await screen.findByTestId('template-editor');
    expect(within(editor).getByRole('heading', { name: 'Nouveau modèle de SMS' })).toBeTruthy();
    expect(within(editor).getByLabelText('Déclencheur')).toBeTruthy();
    expect(within(editor).getByRole('option', { name: 'Passage au niveau supérieur' })).toBeTruthy();
    expect(within(editor).getByText('Pour Sam Lee · 120 points')).toBeTruthy();
    expect(within(editor).getByRole('button', { name: 'Insérer {firstName} : Le prénom du client' })).toBeTruthy();

    // Blank: the contract's check, in French.
    fireEvent.click(within(editor).getByRole('button', { name: 'Créer le modèle' }));
    expect((await within(editor).findByTestId('template-error')).textContent).toBe(
      'Le nom et le message sont obligatoires',
    );

    // The preview's sample date and the counter's numbers and plurals, the French way.
    const message = within(editor).getByLabelText('Message');
    fireEvent.change(message, { target: { value: 'À bientôt {firstName}, avant le {expiry_date} {oops}' } });
    expect(within(editor).getByTestId('template-preview').textContent).toBe('À bientôt Sam, avant le 30 juin {oops}');
    expect(within(editor).getByTestId('placeholder-warning').textContent).toBe(
      'La variable inconnue {oops} sera envoyée telle quelle.',
    );
    // "À" and "ô" are not in the GSM alphabet: the message goes as Unicode, and the note says why in French.
    expect(within(editor).getByTestId('sms-counter').textContent).toBe('38 caractères·1 SMS·UCS-2 (70 par SMS)');
    expect(within(editor).getByTestId('sms-unicode-note').textContent).toBe(
      '« À » « ô » ne font pas partie de l’alphabet GSM : tout le message est donc envoyé en Unicode, soit 70 caractères par SMS et 67 par partie.',
    );
    fireEvent.change(message, { target: { value: 'a'.repeat(1200) } });
    expect(within(editor).getByTestId('sms-counter').textContent).toBe(
      '1\u202f200 caractères·8 parties de SMS·GSM-7 (153 par partie)',
    );
    expect(
      within(editor).getByText('Les messages de plus de 160 caractères sont envoyés en plusieurs SMS'),
    ).toBeTruthy();

    fireEvent.change(within(editor).getByLabelText('Nom'), { target: { value: 'Promo' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Créer le modèle' }));
    const refusal = await within(editor).findByTestId('template-error');
    expect(
      await within(refusal).findByText('Ce compte est suspendu. Contactez le support pour le réactiver.'),
    ).toBeTruthy();
    expect(refusal.textContent).toContain('Impossible d’enregistrer le modèle');
  });
});

describe('/email-templates in French', () => {
  it('opens the visual editor in French, adds a block with French words and checks a block in French', async () => {
    mockApi({
      'GET /api/me': signedIn(me),
      'GET /api/email-templates': ok({ templates: [birthdayEmail] }),
      'GET /api/settings/brand': ok({ brandColor: '#4f46e5', logo: null, displayName: null, whiteLabel: false }),
      'POST /api/email-designs/preview': ok({ html: '<h1>Bonjour Sam !</h1>' }),
    });
    await open('/email-templates', <EmailTemplatesPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Modèles d’e-mail' })).toBeTruthy();
    const card = await screen.findByTestId('template-card');
    expect(within(card).getByText('Anniversaire')).toBeTruthy();
    expect(within(card).getByText('Inactif')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Modifier Joyeux anniversaire' }));
    const editor = await screen.findByTestId('template-editor');
    expect(within(editor).getByRole('heading', { name: 'Modifier « Joyeux anniversaire »' })).toBeTruthy();
    expect(within(editor).getByRole('tab', { name: 'Éditeur visuel' })).toBeTruthy();
    expect(within(editor).getByRole('tab', { name: 'HTML ou texte' })).toBeTruthy();
    expect(within(editor).getByText('Objet', { selector: 'dt' })).toBeTruthy();
    expect(within(editor).getByText(/Ajoutez votre logo dans les/).textContent).toBe(
      'Ajoutez votre logo dans les Paramètres pour l’afficher en haut de vos e-mails.',
    );

    const blocks = within(editor).getByRole('list', { name: 'Blocs' });
    const heading = within(blocks).getByRole('listitem', { name: 'Bloc titre' });
    expect(within(heading).getByRole('button', { name: 'Monter le titre' })).toHaveProperty('disabled', true);
    expect(within(blocks).getByRole('listitem', { name: 'Bloc texte' })).toBeTruthy();

    fireEvent.click(within(editor).getByRole('button', { name: 'Ajouter un bouton' }));
    const button = within(blocks).getByRole('listitem', { name: 'Bloc bouton' });
    expect(within(button).getByLabelText('Texte du bouton')).toHaveProperty('value', 'Venez nous voir');

    fireEvent.change(within(heading).getByLabelText('Titre'), { target: { value: ' ' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Enregistrer' }));
    expect((await within(editor).findByTestId('template-error')).textContent).toBe(
      'Écrivez le titre, ou supprimez le bloc',
    );
    expect(within(heading).getAllByText('Écrivez le titre, ou supprimez le bloc').length).toBeGreaterThan(0);

    // A new template starts from the starter design, in the business's language.
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau modèle' }));
    const fresh = await screen.findByRole('form', { name: 'Nouveau modèle d’e-mail' });
    const starter = within(fresh).getByRole('listitem', { name: 'Bloc titre' });
    expect(within(starter).getByLabelText('Titre')).toHaveProperty('value', 'Bonjour {firstName} !');
  });
});
