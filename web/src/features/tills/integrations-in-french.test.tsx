import {
  type TApiKeyList,
  type TAuditPage,
  TILL_MESSAGES,
  type TMailchimpState,
  type TTillState,
  type TWebhookEndpointList,
} from '@regulars/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { frenchOwner, inFrench } from '../../test/in-french.tsx';
import { mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { DevelopersCard } from '../developers/index.ts';
import { MailchimpCard } from '../mailchimp/index.ts';
import { WebhooksCard } from '../webhooks/index.ts';
import { TillCard } from './index.ts';

const me = frenchOwner();

// Noon UTC: the same calendar day in every time zone the tests may run in.
const NOON = '2026-03-02T12:00:00.000Z';

const tills: TTillState = {
  available: true,
  squareConfigured: true,
  shopifyConfigured: true,
  canEdit: true,
  square: {
    provider: 'square',
    accountName: 'Café de la Porte Bleue',
    connectedAt: NOON,
    amountBasis: 'subtotal',
    createCustomers: false,
    portalClaims: false,
    lastSaleAt: null,
    lastError: { message: TILL_MESSAGES.tokenRefused, at: NOON },
    locations: [{ externalId: 'sq-main', name: 'Caisse principale', locationId: null }],
    salesEarned30d: 42,
    salesWaiting: 3,
    backfill: { at: NOON, salesEarned: 1 },
    history: [{ at: NOON, what: 'Connected Square as Café de la Porte Bleue', by: 'Maya' }],
  },
  shopify: null,
};

const mailchimp: TMailchimpState = {
  available: true,
  canEdit: true,
  connection: {
    apiKeyHint: 'a1b2',
    dataCentre: 'us21',
    accountName: 'Porte Bleue',
    audience: { id: 'aud-1', name: 'Habitués' },
    audiences: [{ id: 'aud-1', name: 'Habitués', memberCount: 120 }],
    audiencesError: null,
    lastSync: {
      at: NOON,
      status: 'partial',
      result: {
        subscribed: 12,
        unsubscribed: 0,
        created: 1,
        updated: 0,
        optedOutInMailchimp: 0,
        errorCount: 2,
        errors: [{ email: 'kim@example.com', message: 'kim@example.com looks fake or invalid' }],
        message: null,
      },
    },
  },
};

const keys: TApiKeyList = {
  planIncludesApi: true,
  canEdit: true,
  keys: [
    {
      id: 'key-1',
      name: 'Caisse du comptoir',
      prefix: 'rg_live_ab12',
      scopes: ['customers:read', 'loyalty:write'],
      createdAt: NOON,
      lastUsedAt: null,
      revokedAt: null,
    },
  ],
};

const activity: TAuditPage = {
  entries: [
    {
      id: 'a-1',
      actor: { type: 'user', label: 'Maya' },
      action: 'api_key.create',
      targetType: 'api_key',
      targetId: 'key-1',
      details: { name: 'Caisse du comptoir' },
      createdAt: NOON,
    },
  ],
  nextCursor: null,
};

const webhooks: TWebhookEndpointList = {
  planIncludesApi: true,
  canEdit: true,
  endpoints: [
    {
      id: 'wh-1',
      url: 'https://crm.example.com/hooks',
      description: '',
      events: ['visit.recorded', 'purchase.recorded'],
      enabled: true,
      disabledReason: null,
      failingSince: null,
      createdAt: NOON,
    },
  ],
};

const ok = (body: unknown) => () => ({ status: 200, body });
const refused = (status: number, code: string, message: string) => () => ({
  status,
  body: { error: { code, message } },
});

function mockIntegrations() {
  return mockApi({
    'GET /api/me': signedIn(me),
    'GET /api/integrations/tills': ok(tills),
    'GET /api/locations': ok({
      locations: [],
      limit: { max: 3, used: 0, planName: 'Pro' },
      businessTimeZone: 'Europe/Paris',
      canEdit: true,
    }),
    'POST /api/integrations/shopify/connect': refused(403, 'PLAN_LIMIT', TILL_MESSAGES.upgrade),
    'GET /api/integrations/mailchimp': ok(mailchimp),
    'GET /api/settings/api-keys': ok(keys),
    'GET /api/settings/audit': ok(activity),
    'POST /api/settings/api-keys': refused(
      409,
      'CONFLICT',
      'This business has 25 active API keys, the most it can have. Revoke one you no longer use first.',
    ),
    'GET /api/settings/webhooks': ok(webhooks),
    'POST /api/settings/webhooks': refused(
      400,
      'VALIDATION',
      'This address could not be found. Check the spelling of the host name.',
    ),
  });
}

async function open(cards: ReactNode) {
  // The catalogues load lazily: let them arrive inside act.
  await act(async () => {
    renderAt('/settings', inFrench(cards));
  });
}

describe('the integrations cards in French', () => {
  it('show the tills and MailChimp in French, with French dates, plurals and refusals', async () => {
    mockIntegrations();
    await open(
      <>
        <TillCard />
        <MailchimpCard />
      </>,
    );

    expect(await screen.findByRole('heading', { name: 'Connexions de caisse' })).toBeTruthy();
    const square = within(await screen.findByTestId('till-square'));
    expect(square.getByTestId('till-account').textContent).toBe('Connecté en tant que Café de la Porte Bleue');
    expect(square.getByText('Depuis le 2 mars 2026')).toBeTruthy();
    expect(square.getByTestId('till-earned').textContent).toBe('42 ventes');
    expect(square.getByTestId('till-waiting').textContent).toContain(
      '3 ventes de personnes qui ne sont pas encore vos clients',
    );
    expect(square.getByTestId('till-backfill').textContent).toBe(
      'Les 30 jours avant la connexion : 1 vente de vos clients a rapporté.',
    );
    // The last error and the history, which the server writes in English.
    expect(square.getByTestId('till-last-error').textContent).toContain(
      'Square n’accepte plus notre accès : cliquez de nouveau sur « Connecter Square » pour reconnecter.',
    );
    expect(square.getByTestId('till-history').textContent).toContain(
      'Square connecté en tant que Café de la Porte Bleue · Maya',
    );
    expect(square.getByRole('combobox', { name: 'Votre établissement pour Caisse principale' })).toBeTruthy();
    expect(square.getByRole('button', { name: 'Déconnecter Square' })).toBeTruthy();

    // Shopify: its own check, then the server's refusal, both in French.
    const shopify = within(screen.getByTestId('till-shopify'));
    const shop = shopify.getByRole('textbox', { name: 'Votre boutique Shopify' });
    fireEvent.change(shop, { target: { value: 'porte bleue!' } });
    fireEvent.click(shopify.getByRole('button', { name: 'Connecter Shopify' }));
    expect((await shopify.findByTestId('till-shop-error')).textContent).toBe(
      'Saisissez l’adresse de votre boutique Shopify, par exemple votre-boutique.myshopify.com',
    );
    fireEvent.change(shop, { target: { value: 'porte-bleue' } });
    fireEvent.click(shopify.getByRole('button', { name: 'Connecter Shopify' }));
    expect((await shopify.findByTestId('till-connect-error')).textContent).toBe(
      'La connexion de votre caisse fait partie des formules Pro et Agency. Changez de formule pour connecter Square ou Shopify.',
    );

    const mailchimpCard = within(screen.getByTestId('mailchimp-card'));
    expect(await mailchimpCard.findByText('Connecté')).toBeTruthy();
    expect(mailchimpCard.getByTestId('mailchimp-sync-status').textContent).toBe('Synchronisé avec des erreurs');
    expect(mailchimpCard.getByTestId('mailchimp-sync-counts').textContent).toBe('12 envoyés comme abonnés1 ajouté');
    expect(mailchimpCard.getByTestId('mailchimp-sync-errors').textContent).toContain('MailChimp a refusé 2 contacts :');
    expect(mailchimpCard.getByTestId('mailchimp-sync-errors').textContent).toContain('et 1 autre.');
    expect(mailchimpCard.getByRole('button', { name: 'Synchroniser' })).toBeTruthy();
  });

  it('show the API keys and the webhooks in French, with French dates, plurals and refusals', async () => {
    mockIntegrations();
    await open(
      <>
        <DevelopersCard />
        <WebhooksCard />
      </>,
    );

    const developers = within(await screen.findByTestId('developers-card'));
    const row = await developers.findByTestId('api-key-row');
    expect(within(row).getByText('Lire les clients')).toBeTruthy();
    expect(within(row).getByText('Enregistrer la fidélité')).toBeTruthy();
    expect(row.textContent).toContain('Dernière utilisation : Jamais · Créée le 2 mars 2026');
    expect((await developers.findByTestId('developers-activity')).textContent).toContain(
      'Maya a créé la clé API « Caisse du comptoir »',
    );

    fireEvent.click(developers.getByRole('button', { name: 'Créer une clé API' }));
    const create = await screen.findByRole('dialog', { name: 'Créer une clé API' });
    fireEvent.click(within(create).getByRole('button', { name: 'Créer la clé' }));
    expect((await within(create).findByTestId('api-key-error')).textContent).toBe(
      'Donnez un nom à la clé, par exemple la caisse ou la boutique qui l’utilise',
    );
    fireEvent.change(within(create).getByLabelText('Nom'), { target: { value: 'Boutique en ligne' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Créer la clé' }));
    expect(await within(create).findByText(/Cette entreprise a 25 clés API actives/)).toBeTruthy();
    fireEvent.click(within(create).getByRole('button', { name: 'Annuler' }));

    const hooks = within(screen.getByTestId('webhooks-card'));
    const endpoint = await hooks.findByTestId('webhook-row');
    expect(within(endpoint).getByText('Actif')).toBeTruthy();
    expect(endpoint.textContent).toContain('2 événements : visit.recorded, purchase.recorded · Ajouté le 2 mars 2026');

    fireEvent.click(hooks.getByRole('button', { name: 'Ajouter un point de terminaison' }));
    const add = await screen.findByRole('dialog', { name: 'Ajouter un point de terminaison' });
    expect(within(add).getByText('Une visite est enregistrée')).toBeTruthy();
    fireEvent.change(within(add).getByLabelText('URL du point de terminaison'), {
      target: { value: 'https://nowhere.invalid/hooks' },
    });
    fireEvent.click(within(add).getByRole('button', { name: 'Ajouter un point de terminaison' }));
    expect((await within(add).findByTestId('webhook-error')).textContent).toBe(
      'Cette adresse est introuvable. Vérifiez l’orthographe du nom d’hôte.',
    );
  });
});
