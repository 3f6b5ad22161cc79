/** The import screen's names for the api's import contract (generated, from @sitefleet/shared). */
import type { ImportPreviewResponse, ImportPreviewRow, ImportStatusResponse } from '@sitefleet/shared'

export type { ImportChange } from '@sitefleet/shared'
export type RowStatus = ImportPreviewRow['status']
export type PreviewRow = ImportPreviewRow
export type ImportPreview = ImportPreviewResponse
export type ImportProgress = ImportStatusResponse

export const ROW_STATUSES: readonly RowStatus[] = ['new', 'update', 'unchanged', 'invalid']
