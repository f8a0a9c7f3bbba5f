import { http, HttpResponse, type RequestHandler } from 'msw';
import type {
  CostAnalysisRow,
  InventoryReportRow,
  StockMovementReportRow,
} from '@/domain/contract';
import { pageParams, paginate } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { withAuth, type OrganisationContext, type Simulator } from '../server-rules/pipeline';
import { costAnalysisReport } from '../reports/costAnalysis';
import { inventoryReport } from '../reports/inventory';
import { downloadPageParams, type DatedReportRequest } from '../reports/params';
import { stockMovementReport } from '../reports/stockMovement';

/** Reports carry the `finance` marker: a MEMBER gets 403 Action Not Allowed!. */
const FINANCE = { permission: 'finance' } as const;

interface Computed<Row> {
  rows: Row[];
  summary: unknown;
  options: unknown;
}
type Compute<Row> = (
  ctx: OrganisationContext,
) => Computed<Row> | { errors: Record<string, string[]> };

/**
 * A report at `path` and its `/download`: the report answers one page with the summary and the
 * filter options; the download the same rows in larger pages and nothing else.
 */
function reportRoutes<Row>(sim: Simulator, path: string, compute: Compute<Row>): RequestHandler[] {
  return [
    http.get(
      `*/v1/${path}`,
      withAuth(sim, FINANCE, (ctx) => {
        const report = compute(ctx);
        if ('errors' in report) return errors.validation(report.errors);
        const page = paginate(report.rows, pageParams(ctx.url));
        return HttpResponse.json({ ...page, summary: report.summary, options: report.options });
      }),
    ),
    http.get(
      `*/v1/${path}/download`,
      withAuth(sim, FINANCE, (ctx) => {
        const report = compute(ctx);
        if ('errors' in report) return errors.validation(report.errors);
        return HttpResponse.json(paginate(report.rows, downloadPageParams(ctx.url)));
      }),
    ),
  ];
}

/** reports/products/inventory, /stock_movement, reports/orders/cost_analysis and their downloads. */
export function reportHandlers(sim: Simulator): RequestHandler[] {
  const { store } = sim;
  // Days are the merchant's: the signed-in user's time zone, as their profile says.
  const dated = ({ organisation, url, auth }: OrganisationContext): DatedReportRequest => ({
    store,
    organisation,
    url,
    zone: auth.user.time_zone,
    now: sim.now(),
  });
  return [
    ...reportRoutes<InventoryReportRow>(
      sim,
      'reports/products/inventory',
      ({ organisation, url }) => inventoryReport(store, organisation, url),
    ),
    ...reportRoutes<StockMovementReportRow>(sim, 'reports/products/stock_movement', (ctx) =>
      stockMovementReport(dated(ctx)),
    ),
    ...reportRoutes<CostAnalysisRow>(sim, 'reports/orders/cost_analysis', (ctx) =>
      costAnalysisReport(dated(ctx)),
    ),
  ];
}
