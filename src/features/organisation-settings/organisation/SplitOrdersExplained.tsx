import { Typography } from 'antd';
import type { WarehouseSummary } from '@/domain/contract';

/**
 * How a split order works, in a merchant's words. The rule is the orders' own: each product
 * ships from the first warehouse holding enough of it, the active warehouse first; each
 * warehouse's share is its own order, linked to the others; a product no warehouse holds enough
 * of stays with the active warehouse as No Stock.
 */
export function SplitOrdersExplained({
  active,
  others,
}: {
  active: WarehouseSummary | null;
  others: readonly WarehouseSummary[];
}) {
  const home = active?.name ?? 'your active warehouse';
  const second = others[0]?.name ?? 'another of your warehouses';
  return (
    <section aria-labelledby="split-orders-title" className="split-orders">
      <Typography.Title level={2} id="split-orders-title">
        Split orders
      </Typography.Title>
      <Typography.Paragraph>
        When your stock sits in more than one warehouse, an order can be split so that it still
        ships straight away instead of waiting for a transfer. You choose this when you add an
        outbound order (Add Order, then Split).
      </Typography.Paragraph>
      <ol className="split-orders__steps">
        <li>
          Each product on the order is taken from the first warehouse that holds enough of it,
          starting with your active warehouse ({home}), then the warehouse you picked, then the
          rest.
        </li>
        <li>
          Each warehouse&apos;s share becomes an order of its own, with your reference and a number
          (REF-1, REF-2…). The orders are linked, so you can see them together on any of them.
        </li>
        <li>
          Each part is picked, packed and sent by its own warehouse, with its own tracking number.
          Your customer may receive more than one parcel.
        </li>
        <li>
          A product that no warehouse holds enough of stays with your active warehouse and waits
          there as <strong>No Stock</strong> until stock arrives.
        </li>
      </ol>
      <Typography.Paragraph type="secondary">
        For example: an order for 3 mugs and 2 teapots, where {home} holds the mugs but no teapots
        and {second} holds the teapots, becomes two linked orders: the mugs ship from {home}, the
        teapots from {second}.
      </Typography.Paragraph>
    </section>
  );
}
