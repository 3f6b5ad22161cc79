import { Button, Spinner } from '@sitefleet/shared';
import { daysLeftOf, useExpiringServers } from '../hooks/use-expiring-servers';

/** Servers Expiring Soon (spec §2/§4): tick Renew to reveal Save; a renewed server leaves the list. */
export function ExpiringServersView() {
  const { servers, loading, selected, saving, toggle, renew } = useExpiringServers();

  return (
    <section className="page hs-page">
      <h1>Servers Expiring Soon</h1>
      {loading ? (
        <p className="hs-muted" role="status">
          Loading...
        </p>
      ) : servers.length === 0 ? (
        <p className="hs-empty">No servers are expiring within the next 10 days.</p>
      ) : (
        <div className="hs-table-wrap">
          <table>
            <thead>
              <tr>
                <th>Renew</th>
                <th>Server</th>
                <th>Email</th>
                <th>Platform</th>
                <th>Expiry Date</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {servers.map((s) => {
                const busy = saving.has(s._id);
                return (
                  <tr key={s._id}>
                    <td className="hs-row-actions">
                      <input
                        type="checkbox"
                        aria-label={`Renew ${s.server}`}
                        checked={selected.has(s._id)}
                        disabled={busy}
                        onChange={() => toggle(s._id)}
                      />
                      {selected.has(s._id) && (
                        <Button size="sm" disabled={busy} onClick={() => void renew(s._id)}>
                          {busy ? 'Saving...' : 'Save'}
                        </Button>
                      )}
                    </td>
                    <td>{s.server}</td>
                    <td>{s.email}</td>
                    <td>{s.platform}</td>
                    <td>{s.ServerExpiryDate}</td>
                    <td className="hs-warning">{`⚠️ ${daysLeftOf(s)} day(s) remaining`}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
