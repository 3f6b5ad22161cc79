/**
 * The domains HTTP contract: what the api answers and the
 * screens read, generated from the api's schemas (api-contract.generated.ts). Dates are
 * `YYYY-MM-DD` (issue dates) or ISO-8601 UTC (times).
 */
export type {
  BulkBody,
  BulkJobStarted,
  BulkJobStatus,
  BulkResponse,
  DomainOwner,
  DomainRecord,
  HostingInfo,
  HostingInfoBody,
  HostingInfoResponse,
  NoteBody,
  RenameBody,
  SaveDomainBody,
  SaveDomainResponse,
  ScanBody,
  ScanResult,
  ScanResultInput,
  ScrapedDomainData,
  ScrapedImage,
  ServerOwner,
  CategoryCounts,
  DomainHistory,
  ErrorCodeCount,
  Overview,
  HistoryPoint,
  Outage,
} from './api-contract.generated'
