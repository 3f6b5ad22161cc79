import { useApi, useMutation } from '@sitefleet/shared'
import { useState } from 'react'
import {
  Button, CATEGORY_LABELS, ConfirmDialog, SUPER_CATEGORIES, getErrorMessage, toast, usePanelCategory,
  type BulkBody, type BulkJobStarted, type BulkJobStatus, type SuperCategory,
} from '@sitefleet/shared'
import { isJob, postBulk } from '../api/post-bulk'
import { BulkProgress } from './bulk-progress'

type Action = 'delete' | 'brandCategory' | 'superCategory' | 'hostingServer' | 'note' | 'rescan'

const ACTIONS: Array<{ value: Action; label: string; verb: string; input?: string }> = [
  { value: 'brandCategory', label: 'Change brand category', verb: 'Change the brand category of', input: 'New brand category' },
  { value: 'superCategory', label: 'Move to another super category', verb: 'Move' },
  { value: 'hostingServer', label: 'Set hosting server', verb: 'Set the hosting server of', input: 'Server name' },
  { value: 'note', label: 'Add a note', verb: 'Add a note to', input: 'Note' },
  { value: 'rescan', label: 'Scan again now', verb: 'Scan again' },
  { value: 'delete', label: 'Delete', verb: 'Delete' },
]

export interface BulkBarProps {
  count: number;
  /** What the action applies to: named domains, record ids (admin list), or the list's filter ("all matching"). */
  selection: Pick<BulkBody, 'domains' | 'ids' | 'filter'>;
  /** 'all' on the admin list: the selection covers every owner's domains. */
  owner?: string;
  /** A large action's progress while the server runs it as a job; null otherwise. */
  progress: BulkJobStatus | null;
  /** The server took the action as a job (more than 1,000 domains): follow its progress. */
  onJob(start: BulkJobStarted): void;
  onDone(): void;
}

/** The action menu over the selected domains; the confirmation states the count. */
export function BulkBar ({ count, selection, owner, progress, onJob, onDone }: BulkBarProps) {
  const { client } = useApi()
  const current = usePanelCategory().category
  const others = SUPER_CATEGORIES.filter((c) => c !== current)
  const [action, setAction] = useState<Action>('brandCategory')
  const [value, setValue] = useState('')
  const [target, setTarget] = useState<SuperCategory>(others[0])
  const [confirming, setConfirming] = useState(false)
  const bulk = useMutation({ mutationFn: (body: BulkBody) => postBulk(client, body, owner) })
  const busy = bulk.isPending
  const meta = ACTIONS.find((a) => a.value === action)!
  const noun = `${count} domain${count === 1 ? '' : 's'}`
  const chosen = action === 'superCategory' ? target : value.trim()

  function ask () {
    if (meta.input && !chosen) {
      toast.error(`${meta.input} is required`)
      return
    }
    setConfirming(true)
  }

  function apply () {
    bulk.mutate({ action, ...selection, ...(meta.input || action === 'superCategory' ? { value: chosen } : {}) }, {
      onSuccess: (data) => {
        setValue('')
        if (isJob(data)) {
          toast.info(data.message)
          onJob(data)
        } else {
          toast.success(data.message)
          onDone()
        }
      },
      onError: (err) => toast.error(getErrorMessage(err, 'Bulk action failed')),
      onSettled: () => setConfirming(false),
    })
  }

  const question = `${meta.verb} ${noun}${action === 'superCategory' ? ` to ${CATEGORY_LABELS[target]}` : ''}?`
  return (
    <div className='dm-actions dm-bulk' role='group' aria-label='Bulk actions'>
      <strong>{`${noun} selected`}</strong>
      <select aria-label='Bulk action' value={action} onChange={(e) => setAction(e.target.value as Action)}>
        {ACTIONS.map((a) => <option key={a.value} value={a.value}>{a.label}</option>)}
      </select>
      {meta.input && <input aria-label={meta.input} placeholder={meta.input} value={value} onChange={(e) => setValue(e.target.value)} />}
      {action === 'superCategory' && (
        <select aria-label='Target super category' value={target} onChange={(e) => setTarget(e.target.value as SuperCategory)}>
          {others.map((c) => <option key={c} value={c}>{CATEGORY_LABELS[c]}</option>)}
        </select>
      )}
      <Button onClick={ask} disabled={busy || progress !== null}>Apply</Button>
      {progress && <BulkProgress progress={progress} />}
      <ConfirmDialog
        open={confirming}
        title={meta.label}
        message={question}
        confirmLabel={meta.label}
        danger={action === 'delete'}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={apply}
      />
    </div>
  )
}
