import { baseApi } from '@/api/baseApi';
import type { Submission } from '@/api/idempotency';
import { submittedPost } from '@/api/submittedPost';
import type {
  AddressValidationResponse,
  InboundOrderInput,
  LinkedOrdersResponse,
  OrderCreatedResponse,
  OrderDetail,
  OrderDirection,
  OrderFormOptionsResponse,
  OrderPricingResponse,
  OrderProductLine,
  OrderProductsInput,
  OrderProductsResponse,
  OrderProgressResponse,
  OrderResponse,
  OrdersPage,
  OutboundOrderInput,
  Parcel,
  ParcelInput,
  ParcelsResponse,
  PartnerAddress,
  ReferenceUniquenessResponse,
  Shipment,
  ShipmentDetails,
  ShipmentDetailsInput,
  ShipmentDetailsResponse,
} from '@/domain/contract';
import { HEADER_TIMEZONE_OFFSET } from '@/domain/contract';
import type { ListRequest } from '@/core/routing/urlState';
import { zoneOffsetMinutes } from '@/domain/orders/today';

/** Where each list lives: one direction, or both (`bookings`). */
const LIST_PATH = { outbound: 'bookings/outbounds', inbound: 'bookings/inbounds' } as const;

/**
 * A request carrying an ETA says which calendar 'today' is in: the merchant's profile zone (the
 * one the form checked the ETA against), as its offset at the moment of sending. Without a known
 * zone the transport's own header (the browser's offset) stays, which is also the form's fallback.
 */
function calendarHeaders(zone: string | null | undefined): Record<string, string> | undefined {
  const offset = zoneOffsetMinutes(zone);
  return offset === null ? undefined : { [HEADER_TIMEZONE_OFFSET]: String(offset) };
}

const LIST = { type: 'Booking' as const, id: 'LIST' };
const orderTag = (id: number) => ({ type: 'Booking' as const, id });
/** What changes when an order does: its screens, every list, the dashboard's counts, stock. */
const afterWrite = (id: number) => [
  orderTag(id),
  LIST,
  'DashboardStatistics' as const,
  'Item' as const,
];

export interface OrderListArgs extends Partial<ListRequest> {
  /** Left out: both directions (bookings?…). */
  direction?: OrderDirection;
}

export interface ReasonArgs {
  id: number;
  reason: string;
}

/**
 * bookings: the lists, one order and its tabs, the two creates, amend, cancel, edits of lines,
 * shipment and parcels, and the checks the wizards make. Every write invalidates the order, the
 * lists and the dashboard (tags); live updates (booking.updated) invalidate the same tags. The PDF
 * prints are binary POSTs through api/transfer (downloadPdf), not RTK Query.
 */
export const orderApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    /** A read of one order's part (`bookings/{id}/<part>`), cached under the order's tag. */
    const orderPart = <Data>(part: string) =>
      build.query<Data, number>({
        query: (id) => ({ url: `bookings/${id}/${part}` }),
        transformResponse: (response: { data: Data }) => response.data,
        providesTags: (_p, _error, id) => [orderTag(id)],
      });
    /** Amend or cancel, with the person's reason, under its submission's key. */
    const reasonAction = (action: 'amend' | 'cancel') =>
      build.mutation<OrderDetail, ReasonArgs & Partial<Submission>>({
        query: ({ id, reason, idempotencyKey }) => ({
          url: `bookings/${id}/${action}`,
          method: 'POST',
          data: { reason },
          idempotencyKey,
        }),
        transformResponse: (response: OrderResponse) => response.data,
        invalidatesTags: (_o, _error, { id }) => afterWrite(id),
      });
    return {
      listOrders: build.query<OrdersPage, OrderListArgs>({
        query: ({ direction, ...params }) => ({
          url: direction ? LIST_PATH[direction] : 'bookings',
          params,
        }),
        providesTags: (page) => [LIST, ...(page?.data ?? []).map((o) => orderTag(o.id))],
      }),
      getOrder: build.query<OrderDetail, number>({
        query: (id) => ({ url: `bookings/${id}` }),
        transformResponse: (response: OrderResponse) => response.data,
        providesTags: (_order, _error, id) => [orderTag(id)],
      }),
      getOrderProgress: orderPart<OrderProgressResponse['data']>('progress'),
      getOrderProducts: orderPart<OrderProductLine[]>('products'),
      getOrderPricing: orderPart<OrderPricingResponse['data']>('pricing'),
      getShipmentDetails: orderPart<ShipmentDetails>('shipments/details'),
      getShipments: orderPart<Shipment[]>('shipments'),
      getParcels: orderPart<Parcel[]>('shipments/parcels'),
      getLinkedOrders: build.query<LinkedOrdersResponse['data'], number>({
        query: (id) => ({ url: `bookings/${id}/linked-orders` }),
        transformResponse: (response: LinkedOrdersResponse) => response.data,
        providesTags: (rows, _error, id) => [
          orderTag(id),
          ...(rows ?? []).map((o) => orderTag(o.id)),
        ],
      }),
      getOrderFormOptions: build.query<OrderFormOptionsResponse['data'], OrderDirection>({
        query: (direction) => ({ url: `${LIST_PATH[direction]}/new` }),
        transformResponse: (response: OrderFormOptionsResponse) => response.data,
      }),
      createOutboundOrder: build.mutation<
        OrderCreatedResponse['data'],
        OutboundOrderInput & Partial<Submission>
      >({
        query: submittedPost(LIST_PATH.outbound),
        transformResponse: (response: OrderCreatedResponse) => response.data,
        invalidatesTags: [LIST, 'DashboardStatistics', 'Item', 'Ticket'],
      }),
      /** `zone`: the merchant's timezone the ETA was checked in (see calendarHeaders). */
      createInboundOrder: build.mutation<
        OrderCreatedResponse['data'],
        { body: InboundOrderInput; zone?: string | null } & Partial<Submission>
      >({
        query: ({ body, zone, idempotencyKey }) => ({
          url: LIST_PATH.inbound,
          method: 'POST',
          data: body,
          headers: calendarHeaders(zone),
          idempotencyKey,
        }),
        transformResponse: (response: OrderCreatedResponse) => response.data,
        invalidatesTags: [LIST, 'DashboardStatistics', 'Item'],
      }),
      amendOrder: reasonAction('amend'),
      /** Releases the stock the order held: a retry of one cancel carries its key. */
      cancelOrder: reasonAction('cancel'),
      updateOrderProducts: build.mutation<OrderProductLine[], { id: number } & OrderProductsInput>({
        query: ({ id, products }) => ({
          url: `bookings/${id}/products`,
          method: 'PUT',
          data: { products },
        }),
        transformResponse: (response: OrderProductsResponse) => response.data,
        invalidatesTags: (_o, _error, { id }) => afterWrite(id),
      }),
      updateShipmentDetails: build.mutation<
        ShipmentDetails,
        { id: number; body: ShipmentDetailsInput; zone?: string | null }
      >({
        query: ({ id, body, zone }) => ({
          url: `bookings/${id}/shipments/details`,
          method: 'PATCH',
          data: body,
          headers: calendarHeaders(zone),
        }),
        transformResponse: (response: ShipmentDetailsResponse) => response.data,
        invalidatesTags: (_o, _error, { id }) => afterWrite(id),
      }),
      updateParcels: build.mutation<Parcel[], { id: number; parcels: ParcelInput[] }>({
        query: ({ id, parcels }) => ({
          url: `bookings/${id}/shipments/parcels`,
          method: 'PUT',
          data: { parcels },
        }),
        transformResponse: (response: ParcelsResponse) => response.data,
        invalidatesTags: (_o, _error, { id }) => afterWrite(id),
      }),
      validateAddress: build.mutation<AddressValidationResponse['data'], PartnerAddress>({
        query: (address) => ({
          url: 'bookings/outbounds/validate-address',
          method: 'POST',
          data: { address },
        }),
        transformResponse: (response: AddressValidationResponse) => response.data,
      }),
      checkReference: build.mutation<boolean, string>({
        query: (reference) => ({
          url: 'bookings/validate-uniqueness',
          method: 'POST',
          data: { reference },
        }),
        transformResponse: (response: ReferenceUniquenessResponse) => response.data.unique,
      }),
    };
  },
});

export const {
  useListOrdersQuery,
  useGetOrderQuery,
  useGetOrderProgressQuery,
  useGetOrderProductsQuery,
  useGetOrderPricingQuery,
  useGetShipmentDetailsQuery,
  useGetShipmentsQuery,
  useGetParcelsQuery,
  useGetLinkedOrdersQuery,
  useGetOrderFormOptionsQuery,
  useCreateOutboundOrderMutation,
  useCreateInboundOrderMutation,
  useAmendOrderMutation,
  useCancelOrderMutation,
  useUpdateOrderProductsMutation,
  useUpdateShipmentDetailsMutation,
  useUpdateParcelsMutation,
  useValidateAddressMutation,
  useCheckReferenceMutation,
} = orderApi;

/*
 * From stock to order: a product page's Restock button writes an inbound draft through these,
 * then opens the wizard with ?resume=1. Products may not import orders (orders imports products):
 * the app hands this module to it (app/Providers.tsx, features/products/components/restockDrafts.ts).
 */
export {
  hasInboundDraft,
  needsRestock,
  restockLine,
  startRestockDraft,
  RESTOCK_DAYS,
  RESTOCK_THRESHOLD_DAYS,
  type RestockBurn,
  type RestockProduct,
} from './inbound-wizard/restockDraft';
