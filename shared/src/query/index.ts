/**
 * The front end's one server-state layer (TanStack Query). How a screen reads, polls, retries and
 * writes through it is described in docs/development.md.
 */
export { QueryClientProvider, keepPreviousData, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query'
export { createQueryClient, sessionQueryClient } from './query-client'
export { PanelQueryProvider } from './panel-query-provider'
export { useApiQuery, type ApiQueryOptions } from './use-api-query'
export { loadState, type LoadState } from './load-state'
export { useErrorToast } from './use-error-toast'
