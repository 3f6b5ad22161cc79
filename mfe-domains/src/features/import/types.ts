/** The import contract (`POST /{scope}/import/preview`, `GET /{scope}/import/{id}`). */
export type RowStatus = 'new' | 'update' | 'unchanged' | 'invalid'

export interface ImportChange {
  field: string;
  before: string | null;
  after: string;
}

export interface PreviewRow {
  line: number;
  domain: string;
  status: RowStatus;
  changes: ImportChange[];
  reason?: string;
  warnings: string[];
}

export interface ImportPreview {
  importId: string;
  counts: Record<RowStatus, number>;
  rows: PreviewRow[];
}

export interface ImportProgress {
  state: 'previewed' | 'pending' | 'running' | 'done' | 'failed';
  total: number;
  written: number;
  scanned: number;
  failed: number;
  errors: Array<{ line: number; domain: string; reason: string }>;
}

export const ROW_STATUSES: readonly RowStatus[] = ['new', 'update', 'unchanged', 'invalid']
