import { useState } from 'react'
import { Button, ConfirmDialog, Spinner, useApi } from '@sitefleet/shared'
import { useDeleteDomain } from '../hooks/use-delete-domain'
import { useDomainDetails } from '../hooks/use-domain-details'
import { useRenameDomain } from '../hooks/use-rename-domain'
import type { DomainRecord } from '@sitefleet/shared'
import { ChangeTimeline } from '../../../components/change-timeline'
import { CheckedFrom } from './checked-from'
import { DomainDetails } from './domain-details'
import { DomainHistoryPanel } from './domain-history'
import { DomainListingsPanel } from './domain-listings'
import { DomainNameEditor } from './domain-name-editor'
import { HostingEditor } from './hosting-editor'
import { NoteEditor } from './note-editor'
import { RegistrarLine } from './registrar-rows'

export interface DomainCardProps {
  record: DomainRecord;
  /** Admin cards show whose domain it is (and where it is checked from: the locations are the admins'). */
  showOwner: boolean;
  onChange(id: string, patch: Partial<DomainRecord>): void;
  onDeleted(id: string): void;
}

/** One saved domain: name (expands details), rename, hosting and note toggles, delete. */
export function DomainCard ({ record, showOwner, onChange, onDeleted }: DomainCardProps) {
  const [expanded, setExpanded] = useState(false)
  const [hostingOpen, setHostingOpen] = useState(false)
  const [noteOpen, setNoteOpen] = useState(false)
  const ownerId = record.owner?._id
  const { rename, saving } = useRenameDomain(record, (domain) => onChange(record._id, { domain }))
  const details = useDomainDetails(record.domain, ownerId, expanded)
  const del = useDeleteDomain(record, () => onDeleted(record._id))
  // A panel embedded with a read token offers no control that would only be refused.
  const { readOnly } = useApi()

  return (
    <article className='dm-card' aria-label={record.domain}>
      <header className='dm-card__head'>
        <DomainNameEditor
          domain={record.domain}
          expanded={expanded}
          saving={saving}
          onToggle={() => setExpanded((v) => !v)}
          onSave={rename}
          ownerName={showOwner ? (record.owner?.name ?? '') : undefined}
          readOnly={readOnly}
        />
        <div className='dm-card__tools'>
          {record.category && <span className='dm-tag'>{record.category}</span>}
          {record.statusCode !== null && record.statusCode !== undefined && (
            <span className={record.statusCode === 200 ? 'dm-tag' : 'dm-tag dm-tag--error'}>{record.statusCode}</span>
          )}
          {!readOnly && (
            <>
              <Button size='sm' variant='secondary' aria-expanded={hostingOpen} onClick={() => setHostingOpen((v) => !v)}>
                Hosting Info
              </Button>
              <Button size='sm' variant='secondary' aria-expanded={noteOpen} onClick={() => setNoteOpen((v) => !v)}>
                Note
              </Button>
              <Button size='sm' variant='danger' onClick={del.ask}>
                Delete
              </Button>
            </>
          )}
        </div>
      </header>
      {!expanded && <RegistrarLine info={record.registrarAccount} />}
      {record.note && !noteOpen && <p className='dm-card__note'>{record.note}</p>}
      {expanded &&
        (details.details
          ? (
          <>
            <DomainDetails data={details.details} />
            {showOwner && !readOnly && <CheckedFrom domain={record.domain} ownerId={ownerId} locationId={details.details.locationId} />}
            <DomainHistoryPanel domain={record.domain} ownerId={ownerId} />
            <DomainListingsPanel domain={record.domain} ownerId={ownerId} />
            <ChangeTimeline domain={record.domain} ownerId={ownerId} />
          </>
            )
          : details.failed
            ? (
          <p className='dm-empty'>
            Failed to load the scraped details.{' '}
            <Button size='sm' variant='secondary' onClick={details.retry}>
              Retry
            </Button>
          </p>
              )
            : (
          <Spinner label='Loading details...' />
              ))}
      {hostingOpen && <HostingEditor domain={record.domain} ownerId={ownerId} />}
      {noteOpen && <NoteEditor record={record} onNoteChanged={(note) => onChange(record._id, { note })} />}
      <ConfirmDialog
        open={del.confirming}
        title='Delete Domain'
        message={`Delete ${record.domain}? This cannot be undone.`}
        confirmLabel='Delete'
        danger
        busy={del.deleting}
        onCancel={del.cancel}
        onConfirm={() => void del.confirm()}
      />
    </article>
  )
}
