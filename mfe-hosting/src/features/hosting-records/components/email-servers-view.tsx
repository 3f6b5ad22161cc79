import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Spinner, paths, type LayoutKind } from '@sitefleet/shared';
import { serverDomainCount, serversOfEmail } from '../../../lib/hosting-rules';
import { useHostingRecords } from '../hooks/use-hosting-records';
import { useServerChanges } from '../hooks/use-server-changes';
import { DeleteServerDialog } from './delete-server-dialog';
import { EditServerDialog } from './edit-server-dialog';
import { OwnerNote } from './owner-note';

/** Servers for an email (spec §2): each server's domain count, expiry, View Domains, popups. */
export function EmailServersView({ layout }: { layout: LayoutKind }) {
  const email = useParams().email ?? '';
  const navigate = useNavigate();
  const records = useHostingRecords();
  // Spec §7: the page reloads after update-server-everywhere; here the data is fetched again.
  const changes = useServerChanges(records.reload, true);
  const servers = useMemo(() => serversOfEmail(records.servers, email), [records.servers, email]);

  return (
    <section className="page hs-page">
      <h1>Servers for {email}</h1>
      {records.loading ? (
        <Spinner label="Loading hosting info..." />
      ) : servers.length === 0 ? (
        <p className="hs-empty">No servers found for this email.</p>
      ) : (
        <div className="hs-table-wrap">
          <table>
            <thead>
              <tr>
                <th>Server</th>
                <th>Domain Count</th>
                <th>Server Expiry Date</th>
                <th>Show Domain</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {servers.map((s) => (
                <tr key={s._id}>
                  <td>
                    {s.server}
                    {layout === 'admin' && <OwnerNote owner={s.owner} />}
                  </td>
                  <td>{serverDomainCount(records.all, s.email, s.server, s.owner?._id)}</td>
                  <td>{s.ServerExpiryDate || 'N/A'}</td>
                  <td>
                    <Button size="sm" variant="secondary" onClick={() => navigate(paths.serverDomains(layout, email, s.server))}>
                      View Domains
                    </Button>
                  </td>
                  <td className="hs-row-actions">
                    <Button size="sm" onClick={() => changes.startEdit(s)}>
                      Edit
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => changes.startDelete(s)}>
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <EditServerDialog
        server={changes.editing}
        busy={changes.busy}
        dateLabel="Expiry Date"
        onSave={(v) => void changes.saveEdit(v)}
        onCancel={changes.cancel}
      />
      <DeleteServerDialog server={changes.deleting} busy={changes.busy} onConfirm={(t) => void changes.confirmDelete(t)} onCancel={changes.cancel} />
    </section>
  );
}
