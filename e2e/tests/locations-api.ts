import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';

/** Adds a location through the API (as /company does) and returns its id. */
export async function addLocationViaApi(api: APIRequestContext, name: string): Promise<string> {
  const response = await api.post('/api/locations', { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { location: { id: string } }).location.id;
}

/** A QR code hung at a new location named `locationName`: POST /api/qr-codes's answer (a Free plan has room for one). */
export async function postQrCodeAt(api: APIRequestContext, locationName: string): Promise<APIResponse> {
  const locationId = await addLocationViaApi(api, locationName);
  return api.post('/api/qr-codes', { data: { locationId } });
}
