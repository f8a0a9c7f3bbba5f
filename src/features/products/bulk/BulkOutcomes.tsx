import { Typography } from 'antd';
import { NOT_APPLIED, type BulkRow, type RowOutcome } from './bulkRows';

/** What Apply did to each product sent: updated, refused with the server's words, not applied. */
export function BulkOutcomes({
  rows,
  outcomes,
}: {
  rows: BulkRow[];
  outcomes: ReadonlyMap<number, RowOutcome>;
}) {
  const sent = rows.filter((row) => outcomes.has(row.id));
  return (
    <section aria-labelledby="bulk-outcomes-title" className="bulk-outcomes">
      <Typography.Title level={2} id="bulk-outcomes-title">
        Result
      </Typography.Title>
      <table className="bulk-grid" aria-labelledby="bulk-outcomes-title">
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Name</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {sent.map((row) => {
            const outcome = outcomes.get(row.id)!;
            return (
              <tr key={row.id}>
                <th scope="row">{row.sku}</th>
                <td>{row.title}</td>
                <td>
                  {outcome.status === 'updated' && (
                    <span className="bulk-outcome-updated">Updated</span>
                  )}
                  {outcome.status === 'refused' && (
                    <span className="bulk-outcome-refused">
                      Refused: {outcome.messages.join(' ')}
                    </span>
                  )}
                  {outcome.status === 'not-applied' && <span>{NOT_APPLIED}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
