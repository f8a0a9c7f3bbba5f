/** Where the inbound order's two PDFs come from, and what they are saved as. */
export const inboundPrints = {
  label: {
    title: 'Print shipment label',
    path: (id: number) => `bookings/${id}/shipments/print-label`,
    filename: (reference: string) => `shipment-label-${safe(reference)}.pdf`,
  },
  report: {
    title: 'Print report',
    path: (id: number) => `bookings/${id}/shipments/report`,
    filename: (reference: string) => `shipment-report-${safe(reference)}.pdf`,
  },
} as const;

/** A file name keeps letters, digits, dash and underscore of the reference. */
const safe = (reference: string) => reference.replace(/[^A-Za-z0-9_-]+/g, '-') || 'order';
