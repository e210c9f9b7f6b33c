/** The API reference: the OpenAPI document generated from the routes, and its readable page. */
export { renderDocsPage } from './docs-page.ts';
export { openApiDocument, type TOpenApiDocument } from './openapi.ts';
