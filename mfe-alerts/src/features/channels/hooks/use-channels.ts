import { useCallback } from 'react'
import { getErrorMessage, toast, type AlertChannel, type CreateAlertChannelBody, type UpdateAlertChannelBody, useApi, useApiLoad } from '@sitefleet/shared'
import { createChannel } from '../api/create-channel'
import { deleteChannel } from '../api/delete-channel'
import { getChannels } from '../api/get-channels'
import { testChannel } from '../api/test-channel'
import { updateChannel } from '../api/update-channel'

export const CHANNEL_TEXT = {
  added: 'Channel added',
  saved: 'Channel saved',
  deleted: 'Channel deleted',
  tested: 'Test message sent',
  addFailed: 'Failed to add the channel',
  saveFailed: 'Failed to save the channel',
  deleteFailed: 'Failed to delete the channel',
  testFailed: 'The test message was not delivered',
} as const

/**
 * The caller's channels and what can be done with them. Every change reloads the list and calls
 * `onChange` (the rules matrix has a column per channel). Each action resolves true on success.
 */
export function useChannels (onChange: () => void) {
  const { client } = useApi()
  const { state, reload } = useApiLoad<AlertChannel[]>(getChannels)

  const run = useCallback(
    async (action: () => Promise<unknown>, done: string, failed: string) => {
      try {
        await action()
        toast.success(done)
        reload()
        onChange()
        return true
      } catch (err) {
        toast.error(getErrorMessage(err, failed))
        return false
      }
    },
    [reload, onChange]
  )

  return {
    state,
    reload,
    add: (body: CreateAlertChannelBody) => run(() => createChannel(client, body), CHANNEL_TEXT.added, CHANNEL_TEXT.addFailed),
    update: (id: string, body: UpdateAlertChannelBody) => run(() => updateChannel(client, id, body), CHANNEL_TEXT.saved, CHANNEL_TEXT.saveFailed),
    remove: (id: string) => run(() => deleteChannel(client, id), CHANNEL_TEXT.deleted, CHANNEL_TEXT.deleteFailed),
    test: async (id: string) => {
      try {
        await testChannel(client, id)
        toast.success(CHANNEL_TEXT.tested)
      } catch (err) {
        toast.error(getErrorMessage(err, CHANNEL_TEXT.testFailed))
      }
    },
  }
}
