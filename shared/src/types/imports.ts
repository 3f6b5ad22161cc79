/**
 * The import contract (POST /{scope}/import/preview, GET /{scope}/import/{id}/rows,
 * GET /{scope}/import/{id}), generated from
 * the api's schemas (api-contract.generated.ts).
 */
export type { ImportChange, ImportPreviewResponse, ImportPreviewRow, ImportRowError, ImportRowsResponse, ImportStatusResponse } from './api-contract.generated'
