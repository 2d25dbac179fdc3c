// The floor of the renderer's row in `npm run bench`, as issue 11 defines it: the same two requests in a bare React
// page — one component that renders the crosstable's rows and cells into a table, no router, no styles, no screen
// around it. Bundled by the bench and put into the app's page, so both are measured in the same browser and tab.
import { createRoot } from 'react-dom/client';

interface Row {
  no: number;
  place: number;
  name: string;
  points: number;
  cells: string[];
}

const call = (operation: string, input: object) =>
  fetch(`/api/${operation}`, { method: 'POST', body: JSON.stringify(input) }).then((answer) => answer.json());

function BareTable({ rows }: { rows: Row[] }) {
  return (
    <table className="bench-floor">
      <tbody>
        {rows.map((row) => (
          <tr key={row.no}>
            <td>{row.place}</td>
            <td>{row.no}</td>
            <td>{row.name}</td>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
            <td>{row.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** From the call (or from `start`) to the table's rows in the page and the next frame painted, in ms; the table is
 * removed after. */
async function paintBareTable(tournamentId: number, start = performance.now()): Promise<number> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const [, table] = (await Promise.all([
    call('getTournament', { id: tournamentId }),
    call('getCrosstable', { tournamentId }),
  ])) as [unknown, { value: { players: Row[] } }];
  await new Promise<void>((done) => {
    const watch = new MutationObserver(() => {
      if (!host.querySelector('tbody tr')) return;
      watch.disconnect();
      done();
    });
    watch.observe(host, { childList: true, subtree: true });
    root.render(<BareTable rows={table.value.players} />);
  });
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  const elapsed = performance.now() - start;
  root.unmount();
  host.remove();
  return elapsed;
}

(window as unknown as { paintBareTable: typeof paintBareTable }).paintBareTable = paintBareTable;
