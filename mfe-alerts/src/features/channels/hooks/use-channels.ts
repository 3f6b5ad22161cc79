import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { getErrorMessage, loadState, toast, type CreateAlertChannelBody, type UpdateAlertChannelBody, useApi, useApiQuery } from '@sitefleet/shared'
import { createChannel } from '../api/create-channel'
import { deleteChannel } from '../api/delete-channel'
import { getChannels } from '../../../api/get-channels'
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

const CHANNELS = ['/api/alerts/channels']
/** The rules matrix has a column per channel, so a channel change re-reads the rules too. */
const RULES = ['/api/alerts/rules']
const TESTING = ['test-channel']

/** The caller's channels and what can be done with them. Each action resolves true on success. */
export function useChannels () {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const channels = useApiQuery(CHANNELS, getChannels)
  const change = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: CHANNELS }), queryClient.invalidateQueries({ queryKey: RULES })]),
  })

  // Tests of several channels may run at once: the ones under way are the pending test mutations.
  const sending = useMutation({ mutationKey: TESTING, mutationFn: (id: string) => testChannel(client, id) })
  const tests = useMutationState({ filters: { mutationKey: TESTING, status: 'pending' }, select: (m) => m.state.variables as string })

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await change.mutateAsync(action)
      toast.success(done)
      return true
    } catch (err) {
      toast.error(getErrorMessage(err, failed))
      return false
    }
  }

  return {
    state: loadState(channels),
    reload: () => void channels.refetch(),
    add: (body: CreateAlertChannelBody) => run(() => createChannel(client, body), CHANNEL_TEXT.added, CHANNEL_TEXT.addFailed),
    update: (id: string, body: UpdateAlertChannelBody) => run(() => updateChannel(client, id, body), CHANNEL_TEXT.saved, CHANNEL_TEXT.saveFailed),
    remove: (id: string) => run(() => deleteChannel(client, id), CHANNEL_TEXT.deleted, CHANNEL_TEXT.deleteFailed),
    test: async (id: string) => {
      try {
        await sending.mutateAsync(id)
        toast.success(CHANNEL_TEXT.tested)
      } catch (err) {
        toast.error(getErrorMessage(err, CHANNEL_TEXT.testFailed))
      }
    },
    testing: (id: string) => tests.includes(id),
  }
}
