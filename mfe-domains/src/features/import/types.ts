/** The import screen's names for the api's import contract (generated, from @sitefleet/shared). */
import type { ImportPreviewResponse, ImportPreviewRow, ImportRowsResponse, ImportStatusResponse } from '@sitefleet/shared'

export type { ImportChange } from '@sitefleet/shared'
export type RowStatus = ImportPreviewRow['status']
export type PreviewRow = ImportPreviewRow
export type ImportPreview = ImportPreviewResponse
export type ImportProgress = ImportStatusResponse
export type ImportRows = ImportRowsResponse

export const ROW_STATUSES: readonly RowStatus[] = ['new', 'update', 'unchanged', 'invalid']
